/* The launch shape before and after src/plan_mma_shape.c, compared on the CPU.
 * old_shape is ccf6420's host side of kernels/mma_decode.cu (pa_cuda_mma_decode,
 * the pure part of launch_mma's flagged choice, pa_cuda_flagged_bytes and the
 * qs of kernels/gqa.cu), transcribed to C with the device's SM count a
 * parameter; occupancy, which the launch still asks the device, is left out.
 * The driver draws launches (kinds, head dims, groups, batches, lengths, even
 * and uneven, with and without host lengths, chunks, split counts, threads,
 * block sizes, SM counts, and the split count auto picks) and compares every
 * field. Build and run from the repository root:
 *   cc -O2 -std=c11 -D_GNU_SOURCE -Isrc bench/runs/2026-12-05-h200-shape/shape_equivalence.c \
 *      src/plan*.c src/dtype.c src/pa_error.c -o /tmp/shape_eq && /tmp/shape_eq 20000000
 * It exits 1 and prints the first launches where any field differs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan_mma.h"

typedef struct old_out {
    int splits, qs, nsub, pair, threads, block, stages, held, drain, front, compact, cluster, flagged, ws_flagged;
    long long part, items, grid;
} old_out;

#define SET 16
#define HELD_MAX_PARTS 8
#define DEEP_STREAM_TOKENS_128 640
#define DEEP_STREAM_TOKENS_256 512
#define CLUSTER_MAX 8
#define FLAGGED_MAX 4
#define COMPACT_MAX_BATCH PA_COMPACT_MAX_BATCH
static int imin(int a, int b) { return a < b ? a : b; }

static const pa_launch *filled_launch(const pa_launch *l, pa_launch *copy, int sms)
{
    const int filled = pa_mma_filled_splits(&l->p, l->splits);
    if (filled >= l->splits || pa_front_parts(&l->p, l->kind, l->splits, l->threads, l->chunk, sms))
        return l;
    *copy = *l;
    copy->splits = filled;
    return copy;
}

size_t old_flagged_bytes(const pa_launch *given, int sms)
{
    pa_launch copy;
    const pa_launch *l = filled_launch(given, &copy, sms);
    const pa_problem *p = &l->p;
    const int splits = l->splits;
    if (p->dtype == PA_FP32 || splits < 2 || splits > FLAGGED_MAX)
        return 0;
    const long long part = ((long long)p->max_context_len + splits - 1) / splits;
    if (part > (long long)MMA_MAX_WARPS * pa_mma_stages(l->chunk) * SET ||
        (long long)p->batch * p->kv_heads * splits > 32LL * sms)
        return 0;
    return (size_t)p->batch * p->heads * splits * (p->head_dim / 4) * 3 * 16;
}

int old_shape(const pa_launch *given, int qs, int sms, old_out *o)
{
    memset(o, 0, sizeof *o);
    pa_launch copy;
    const pa_launch *l = given->splits > 1 && given->splits <= 65535 ? filled_launch(given, &copy, sms) : given;
    const pa_problem *p = &l->p;
    int threads = l->threads > 0 ? l->threads : pa_mma_threads(p->head_dim, l->chunk, pa_mma_uneven(p));
    if (threads < 32 || threads % 32 || threads > 32 * MMA_MAX_WARPS)
        return -1;
    if (l->splits < 1 || l->splits > 65535)
        return -2;
    const int group = p->heads / p->kv_heads;
    if (qs < 1 || qs > pa_mma_qs_max(p->head_dim))
        return -3;
    const int nsub = (group + qs - 1) / qs;
    if (qs > 8 && p->head_dim > 128 && threads > 16 * MMA_MAX_WARPS)
        return -4;
    if (p->block_size < SET && (unsigned long long)p->num_blocks * (unsigned)p->block_size > (1ull << 32))
        return -5;
    /* flagged workspace as the backend reserved it */
    int ws_flagged = old_flagged_bytes(given, sms) > 0;
    int a_flagged = ws_flagged;
    int a_splits = l->splits;
    int a_stages = pa_mma_stages(l->chunk);
    long long a_part = pa_mma_part_tokens(p->max_context_len > 0 ? p->max_context_len : 1, l->splits);
    long long a_items = (long long)p->batch * l->splits;
    int a_compact = 0;
    if (l->splits > 1 && l->host_context_lens && p->batch <= COMPACT_MAX_BATCH) {
        const long long items = pa_compact_items(l->host_context_lens, p->batch, l->splits, a_part);
        if (items < a_items) {
            a_items = items > 0 ? items : 1;
            a_compact = 1;
        }
    }
    if (a_items * p->kv_heads * nsub > 0x7fffffffLL)
        return -6;
    const long long ctas = a_items * p->kv_heads * nsub;
    int a_cluster = l->splits >= 2 && l->splits <= CLUSTER_MAX && !a_compact && ctas <= sms / 2;
    if (l->threads <= 0) {
        const int fill = (int)((a_part / SET + a_stages - 1) / a_stages);
        const int filled = fill < threads / 32;
        if (filled)
            threads = 32 * (fill > 1 ? fill : 1);
        const int ring_warps = qs > 8 && p->head_dim > 128 ? 2 : 1;
        const int quads = qs * p->head_dim / 4, per_thread = quads > 32 * MMA_MAX_WARPS ? 2 : 1;
        const int merge_passes = (quads / per_thread + threads * ring_warps - 1) / (threads * ring_warps);
        if (qs > 8 && l->splits > 1 && !a_cluster && filled && merge_passes >= 4)
            threads = imin(quads / per_thread / 2, 32 * MMA_MAX_WARPS) / ring_warps;
    }
    const int whole_threads = pa_mma_whole_threads(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (whole_threads > 0 && whole_threads < threads)
        threads = whole_threads;
#define slots_hold(warps, slots) (a_part > (warps) * ((slots) - 1) * SET && a_part <= (warps) * (slots) * SET)
    const int uniform = !pa_mma_uneven(p);
    const int whole_in_half = l->splits == 1 && uniform && 2 * ctas <= sms && 8 * ctas > sms;
    if (l->threads <= 0 && threads == 32 * MMA_MAX_WARPS && p->head_dim == 128 && qs <= 8 && a_stages == 2) {
        if (ctas > sms && ctas <= 2LL * sms)
            threads = 32 * 6;
        else if ((l->splits > 1 ? ctas <= sms : whole_in_half) && slots_hold(MMA_MAX_WARPS, 3))
            a_stages = 3;
    }
    const int own_rule = l->threads <= 0 && a_stages == 2 && uniform;
    const int beside_next = own_rule && 2 * ctas > sms && ctas <= sms;
    const int whole_group = p->head_dim == 128 && qs == group && group <= 4;
    int held = 0;
    if (beside_next && whole_group && l->splits > 1 && slots_hold(4, 3)) {
        threads = 4 * 32;
        a_stages = 3;
    } else if (beside_next && threads == 32 * MMA_MAX_WARPS && p->head_dim == 64 && l->splits > 1 &&
               slots_hold(MMA_MAX_WARPS, 3))
        a_stages = 3;
    else if (beside_next && whole_group && l->splits <= HELD_MAX_PARTS && slots_hold(4, 4)) {
        threads = 4 * 32;
        a_stages = 3;
        held = 1;
        if (l->splits > 2)
            a_flagged = 0;
    } else if (own_rule && whole_in_half && whole_group && threads == 32 * MMA_MAX_WARPS &&
               slots_hold(MMA_MAX_WARPS, 4)) {
        a_stages = 3;
        held = 1;
    }
    int a_front = pa_front_parts(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (a_front) {
        a_part = PA_FRONT_LONG_TOKENS;
        a_cluster = 0;
        a_compact = 0;
        a_items = (long long)p->batch * l->splits;
        a_flagged = 0;
        threads = 32 * MMA_MAX_WARPS;
        a_stages = 3;
        held = 1;
    }
    const int deep_from = p->head_dim == 128 && threads == 32 * MMA_MAX_WARPS ? DEEP_STREAM_TOKENS_128
                          : p->head_dim == 256 && threads == 32 * 4             ? DEEP_STREAM_TOKENS_256
                                                                                 : 0;
    if (deep_from && !held && l->threads <= 0 && a_stages == 2 && ctas <= sms && a_part >= deep_from)
        a_stages = 3;
    const int drain = l->splits > 1 && !held && ctas <= sms && p->head_dim >= 128 &&
                      a_part > 2LL * a_stages * SET * (threads / 32);
    /* launch_mma's pure part of the flagged choice, as if the cluster fell back */
    const int pair = qs > 8 && p->head_dim > 128;
    const int nb = qs > 8 && p->head_dim <= 128 ? 2 : 1;
    if (a_part > threads / 32 * (a_stages + held) * SET)
        a_flagged = 0;
    if (nb != 1)
        a_flagged = 0;
    o->splits = a_splits;
    o->qs = qs;
    o->nsub = nsub;
    o->pair = pair;
    o->threads = threads;
    o->block = pair ? 2 * threads : threads;
    o->stages = a_stages;
    o->held = held;
    o->drain = drain;
    o->front = a_front;
    o->compact = a_compact;
    o->cluster = a_cluster;
    o->flagged = a_flagged;
    o->part = a_part;
    o->items = a_items;
    o->grid = a_items * p->kv_heads * nsub;
    o->ws_flagged = ws_flagged;
    return 0;
}

static unsigned long long rng = 88172645463325252ull;
static unsigned long long next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static long long checked, failed_both, mism, cov[10];
static int32_t lensbuf[4096];

static void one(pa_launch *l, int sms)
{
    const pa_problem *p = &l->p;
    int group = p->heads / p->kv_heads;
    int qs = 1;
    if (l->kind == PA_K_GQA) {
        int cap = pa_mma_qs_max(p->head_dim), nsub = (group + cap - 1) / cap;
        qs = (group + nsub - 1) / nsub;
    }
    old_out o;
    pa_mma_shape s;
    pa_err e;
    int ro = old_shape(l, qs, sms, &o);
    int rn = pa_mma_shape_of(l, sms, &s, &e);
    checked++;
    if ((ro != 0) != (rn != 0)) {
        mism++;
        if (mism < 20) printf("rc differs: old %d new %d (%s) kind %d b %d h %d/%d hd %d ctx %d splits %d thr %d chunk %d\n", ro, rn, rn ? e.msg : "", l->kind, p->batch, p->heads, p->kv_heads, p->head_dim, p->max_context_len, l->splits, l->threads, l->chunk);
        return;
    }
    if (ro) { failed_both++; return; }
    /* the flagged words: reserved wherever the old launch could take the merge */
    size_t ob = old_flagged_bytes(l, sms);
    int differ = o.splits != s.splits || o.qs != s.qs || o.nsub != s.nsub || o.pair != s.pair ||
                 o.threads != s.threads || o.block != s.block || o.stages != s.stages || o.held != s.held ||
                 o.drain != s.drain || o.front != s.front || o.compact != s.compact || o.cluster != s.cluster ||
                 o.flagged != s.flagged || o.part != s.part || o.items != s.items || o.grid != s.ctas ||
                 (s.flagged && !ob);
    cov[0] += s.front > 0; cov[1] += s.held; cov[2] += s.threads == 192; cov[3] += s.stages == 3 && !s.held;
    cov[4] += s.compact; cov[5] += s.cluster; cov[6] += s.flagged; cov[7] += s.drain;
    cov[8] += s.qs > 8 && s.splits > 1 && l->threads <= 0 && s.threads * (s.pair ? 2 : 1) >= 64 && s.threads != 32 * 8;
    cov[9] += s.held && s.splits == 1;
    if (differ) {
        mism++;
        if (mism < 20)
            printf("differ: kind %d b %d h %d/%d hd %d ctx %d tot %lld splits %d thr %d chunk %d sms %d | old s%d t%d st%d h%d d%d f%d c%d cl%d fl%d p%lld i%lld g%lld | new s%d t%d st%d h%d d%d f%d c%d cl%d fl%d p%lld i%lld g%lld\n",
                   l->kind, p->batch, p->heads, p->kv_heads, p->head_dim, p->max_context_len, (long long)p->total_tokens, l->splits, l->threads, l->chunk, sms,
                   o.splits, o.threads, o.stages, o.held, o.drain, o.front, o.compact, o.cluster, o.flagged, o.part, o.items, o.grid,
                   s.splits, s.threads, s.stages, s.held, s.drain, s.front, s.compact, s.cluster, s.flagged, s.part, s.items, s.ctas);
    }
}

int main(int argc, char **argv)
{
    long long n = argc > 1 ? atoll(argv[1]) : 2000000;
    static const int sms_list[] = {132, 114, 108, 78, 16, 1, 264};
    static const int groups[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 20, 32};
    static const int kvs[] = {1, 2, 4, 8, 16, 32};
    static const int hds[] = {64, 128, 256};
    static const int chunks[] = {0, 16, 32, 64, 128, 256};
    static const int kinds[] = {PA_K_SPLIT_KV, PA_K_GQA, PA_K_PAGED};
    for (long long it = 0; it < n; it++) {
        pa_launch l;
        memset(&l, 0, sizeof l);
        pa_problem *p = &l.p;
        l.kind = kinds[next() % 3];
        p->head_dim = hds[next() % 3];
        p->kv_heads = kvs[next() % 6];
        p->heads = p->kv_heads * groups[next() % 13];
        p->dtype = next() % 2 ? PA_FP16 : PA_BF16;
        int bsel = next() % 10;
        p->batch = bsel < 4 ? 1 + next() % 8 : bsel < 8 ? 1 + next() % 80 : 1 + next() % 600;
        if (p->batch > 4096) p->batch = 4096;
        int lsel = next() % 10;
        int base = lsel < 3 ? 1 + next() % 600 : lsel < 6 ? 1 + next() % 5000 : lsel < 9 ? 1 + next() % 70000 : 1 + next() % 140000;
        int uneven = next() % 3 == 0;
        p->max_context_len = 0;
        p->total_tokens = 0;
        for (int b = 0; b < p->batch; b++) {
            int len = uneven ? 1 + (int)(next() % base) : base;
            if (uneven && b == 0) len = base;
            lensbuf[b] = len;
            p->total_tokens += len;
            if (len > p->max_context_len) p->max_context_len = len;
        }
        int bs[] = {1, 2, 4, 8, 16, 32, 64, 256};
        p->block_size = bs[next() % 8];
        p->num_blocks = (int)((p->total_tokens + p->block_size - 1) / p->block_size) + (int)(next() % 100);
        if (next() % 50 == 0) p->num_blocks = 0x7fffffff / (next() % 4 + 1);
        p->max_blocks_per_seq = (p->max_context_len + p->block_size - 1) / p->block_size;
        int csel = next() % 4;
        l.chunk = csel ? (p->head_dim <= 128 ? 64 : 32) : chunks[1 + next() % 5];
        int ssel = next() % 4;
        l.splits = l.kind == PA_K_PAGED ? 1 : ssel == 0 ? 1 : ssel == 1 ? 1 + (int)(next() % 8) : ssel == 2 ? 1 + (int)(next() % 64) : 1 + (int)(next() % 300);
        if (next() % 1000 == 0) l.splits = 65536 + (int)(next() % 3);
        int tsel = next() % 8;
        l.threads = tsel < 6 ? 0 : tsel == 6 ? 32 * (1 + (int)(next() % 8)) : (int)(next() % 300);
        l.host_context_lens = next() % 4 ? lensbuf : NULL;
        int sms = sms_list[next() % 7];
        one(&l, sms);
        /* and the plan the planner would pick, on the same launch */
        if (l.kind != PA_K_PAGED && l.threads == 0) {
            pa_device_shape dev = {sms, 1};
            l.splits = pa_auto_splits(p, l.host_context_lens, l.kind, &dev);
            one(&l, sms);
        }
    }
    printf("%lld launches compared, %lld rejected by both, %lld differ\n", checked, failed_both, mism);
    printf("front %lld held %lld six-warp %lld three-slot %lld compact %lld cluster %lld flagged %lld drain %lld wide-merge %lld held-whole %lld\n", cov[0], cov[1], cov[2], cov[3], cov[4], cov[5], cov[6], cov[7], cov[8], cov[9]);
    return mism != 0;
}
