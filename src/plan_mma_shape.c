/* The whole fp16/bf16 launch of paged, split_kv and gqa as
 * kernels/mma_decode.cu runs it: the partitions it launches, its CTA's warps
 * and ring slots, whether a step is held in registers or the last two
 * computed as one, and how the partitions merge.
 * The launch reads its shape from here, and pa.plan reports the same shape,
 * so what a script is told is what runs. Only the device's occupancy is left
 * to the launch: it drops a cluster the device cannot hold at once, and a
 * flagged merge whose CTAs would not leave room on their SMs. Pure: no I/O,
 * no device. */
#include <string.h>

#include "plan_mma.h"

/* a partition of the fp16/bf16 kernels counts its pool's rows in 32 bits
 * below one step a block (kernels/mma_decode.cu, the sub-step copies) */
#define ROWS_32 (1ull << 32)

/* The launch as it runs. A split count of which the longest sequence fills
 * fewer parts (pa_mma_filled_splits) runs as the count it fills: the same
 * partitions, but a grid that numbers no empty ones, whose CTAs then need no
 * scan of the lengths, one more round trip before their first copy, to find
 * their partition (on an H200, as a decode step, head_dim 256 at 8 heads:
 * 1 x 1000 in 12, 5.15 us against 4.56 in the 11 it fills; 2 x 1069 in 16,
 * 7.26 against 6.76 in 14). Not where the launch front-loads its parts,
 * which are cut otherwise. `copy` holds the launch where it differs. */
static const pa_launch *filled_launch(const pa_launch *l, pa_launch *copy, int sms)
{
    if (l->splits < 2 || l->splits > PA_MMA_MAX_GRID_SPLITS)
        return l;
    const int filled = pa_mma_filled_splits(&l->p, l->splits);
    if (filled >= l->splits || pa_front_parts(&l->p, l->kind, l->splits, l->threads, l->chunk, sms))
        return l;
    *copy = *l;
    copy->splits = filled;
    return copy;
}

/* gqa: as few CTAs a kv head as the fragments allow, the group's heads
 * spread evenly over them; paged and split_kv serve one head a CTA. */
static int heads_a_cta(const pa_problem *p, pa_kernel_kind kind)
{
    if (kind != PA_K_GQA)
        return 1;
    const int group = p->heads / p->kv_heads, cap = pa_mma_qs_max(p->head_dim);
    const int nsub = (group + cap - 1) / cap;
    return (group + nsub - 1) / nsub;
}

static int check_launch(const pa_launch *l, int threads, int qs, pa_err *e)
{
    const pa_problem *p = &l->p;
    if (l->kind != PA_K_PAGED && l->kind != PA_K_SPLIT_KV && l->kind != PA_K_GQA)
        return pa_fail(e, "internal: kernel %s has no fp16/bf16 tensor-core launch", pa_kernel_names[l->kind]);
    if (p->dtype != PA_FP16 && p->dtype != PA_BF16)
        return pa_fail(e, "internal: the tensor-core kernels take fp16 or bf16");
    if (p->head_dim != 64 && p->head_dim != 128 && p->head_dim != 256)
        return pa_fail(e, "head_dim %d is not supported (64, 128 or 256)", p->head_dim);
    if (threads < 32 || threads % 32 || threads > 32 * MMA_MAX_WARPS)
        return pa_fail(e, "threads=%d: the fp16/bf16 kernels take a multiple of 32 up to %d", threads,
                       32 * MMA_MAX_WARPS);
    if (l->splits < 1 || l->splits > PA_MMA_MAX_GRID_SPLITS)
        return pa_fail(e, "splits=%d: must be in 1..%d", l->splits, PA_MMA_MAX_GRID_SPLITS);
    /* over 8 heads at head_dim 256 two warps share each ring: `threads` then
     * counts the rings' warps, the CTA has twice them */
    if (qs > 8 && p->head_dim > 128 && threads > 16 * MMA_MAX_WARPS)
        return pa_fail(e, "threads=%d: at head_dim %d and %d query heads a block two warps share each ring, so at "
                          "most %d (a CTA of %d)", threads, p->head_dim, qs, 16 * MMA_MAX_WARPS, 32 * MMA_MAX_WARPS);
    if (p->block_size < MMA_STEP && (unsigned long long)p->num_blocks * (unsigned)p->block_size > ROWS_32)
        return pa_fail(e, "a pool of %lld rows: at blocks under %d tokens the fp16/bf16 kernels address at most "
                          "2^32 rows", (long long)p->num_blocks * p->block_size, MMA_STEP);
    return 0;
}

/* The partitions the grid numbers. With the host's lengths, only those that
 * hold tokens: a short sequence beside a long one would otherwise launch
 * `splits` CTAs, nearly all of which only find out that they have nothing to
 * do. */
static int place_partitions(pa_mma_shape *s, const pa_launch *l, pa_err *e)
{
    const pa_problem *p = &l->p;
    s->part = pa_mma_part_tokens(p->max_context_len > 0 ? p->max_context_len : 1, l->splits);
    s->items = (long long)p->batch * l->splits;
    if (l->splits > 1 && l->host_context_lens && p->batch <= PA_COMPACT_MAX_BATCH) {
        /* the planner counts an uneven batch's CTAs by the same function */
        const long long items = pa_compact_items(l->host_context_lens, p->batch, l->splits, s->part);
        if (items < s->items) {
            s->items = items > 0 ? items : 1;
            s->compact = 1;
        }
    }
    if (s->items * p->kv_heads * s->nsub > 0x7fffffffLL)
        return pa_fail(e, "%lld partitions x %d head blocks exceed the grid", s->items, p->kv_heads * s->nsub);
    s->ctas = s->items * p->kv_heads * s->nsub;
    return 0;
}

/* A uniform batch's partitions merge inside a cluster (portable size) when
 * the grid fills at most half the SMs: a small grid then skips the counted
 * merge's two round trips (on an H200, as a decode step: 1 x 512 in 2 or 4
 * one-head partitions 4.36 / 4.14 us against 4.48 / 4.32; 1 x 2048 in 8
 * 5.87 against 6.11). A larger grid loses more than that: a cluster starts
 * only when its GPC has room for all of it, so the next layer's CTAs no
 * longer start beside this layer's as SMs free up (16 x 256 in 2, 6.74
 * against 6.41; 8 x 512 in 4, 7.10 against 6.22). The launch falls back to
 * the counted merge where the device cannot hold every cluster at once. */
static int merges_in_cluster(const pa_mma_shape *s, int sms)
{
    return s->splits >= 2 && s->splits <= MMA_CLUSTER_MAX && !s->compact && s->ctas <= sms / 2;
}

/* No more warps than a partition fills with one ring each: short partitions
 * (many splits of short sequences) then take small CTAs, several an SM,
 * instead of one large CTA an SM that is mostly idle (64 x 764 tokens in 16
 * partitions: 101 us against 351 us). Short unsplit sequences too: every slot
 * is copied before the dependency wait and a warp computes its two steps as
 * one, so two steps a warp cost about what one does, while a warp with none
 * still takes part in the barriers and the merge, and small CTAs leave room
 * on their SMs for the next layer's (32 x 128: 5.2 us a layer in four warps
 * against 6.6 in six; 2 x 60: 2.11 in two warps against 2.44 in eight).
 *
 * But over 8 heads a CTA, partitions merged through global memory (the
 * counted merge, not a cluster) are merged by one CTA of each head block, a
 * thread for four columns of a head (eight at head_dim 128 and more) with
 * every partition's state in flight at once (kernels/mma_merge.cuh). A CTA the
 * fill rule keeps to one or two warps makes that pass four times or more, a
 * round trip each: it takes the warps for two (on an H200, as a decode step,
 * bench/RESULTS.md, halfround round, group 16 at 8 kv heads: 1 x 603 in 20
 * parts, 40.0 us in the fill rule's one warp against 13.8 in four; in 40,
 * 80.9 against 28.3; 1 x 2048 in 40, 26.3 in two warps against 16.0 in four;
 * head_dim 256, 1 x 523 in 20, 40.0 in one ring of paired warps against 20.5
 * in four rings; one kv head at 1 x 408 in 32, 37.8 against 15.6). Not at
 * fewer heads a CTA, whose merge is short and whose small CTAs share their
 * SMs. */
static int filled_threads(const pa_mma_shape *s, const pa_problem *p, int threads)
{
    const int fill = (int)((s->part / MMA_STEP + s->stages - 1) / s->stages);
    const int filled = fill < threads / 32;
    if (filled)
        threads = 32 * (fill > 1 ? fill : 1);
    const int ring_warps = s->pair ? 2 : 1;
    const int quads = s->qs * p->head_dim / 4, per_thread = quads > 32 * MMA_MAX_WARPS ? 2 : 1;
    const int merge_passes = (quads / per_thread + threads * ring_warps - 1) / (threads * ring_warps);
    if (s->qs > 8 && s->splits > 1 && !s->cluster && filled && merge_passes >= 4) {
        /* whole warps: a block of 9 to 15 heads asks for a part of one */
        const int wanted = (quads / per_thread / 2 / ring_warps + 31) / 32 * 32, most = 32 * MMA_MAX_WARPS / ring_warps;
        threads = wanted < most ? wanted : most;
    }
    return threads;
}

/* a partition that `warps` warps of `slots` steps each hold whole, and of one
 * step fewer would not */
static int slots_hold(const pa_mma_shape *s, int warps, int slots)
{
    return s->part > (long long)warps * (slots - 1) * MMA_STEP && s->part <= (long long)warps * slots * MMA_STEP;
}

/* Eight warps of two slots at head_dim 128 fill 128 KiB: one CTA an SM. */
static void one_cta_an_sm_128(pa_mma_shape *s, int whole_in_half, int sms)
{
    /* A grid of one to two SMs' worth of CTAs would then run in two waves,
     * the second mostly idle; six warps (96 KiB) let two CTAs share an SM and
     * the grid runs in one (on an H200, 32 x 512 at group 2: 18.6 us against
     * 20.5). */
    if (s->ctas > sms && s->ctas <= 2LL * sms)
        s->threads = 32 * 6;
    /* A partition of 257 to 384 tokens in a grid of one wave, or such a
     * sequence whole in a grid of an eighth to half of the SMs (the planner
     * cuts or keeps them so: plan_mma_splits.c): three slots a warp (192 KiB,
     * still one CTA an SM) hold it whole, each warp's steps all copied before
     * the wait and computed as one, where two slots would copy the third step
     * after it. On an H200, as a decode step: 1 x 4096 in 11 parts, 6.25 us
     * against 7.08 in 16 parts of 256; 1 x 5000 in 16 parts of 320, 7.47
     * against 7.99 at two slots. Whole, the next layer's grid starts on the
     * other half of the SMs with its bytes on chip by the release: 8 x 384
     * 3.63 us against 4.10 in 2 parts of 192; 4 x 384 2.84 against 4.06 in 3;
     * group 8 at 8 x 384, 3.73 against 6.45-6.51 in 3. */
    else if ((s->splits > 1 ? s->ctas <= sms : whole_in_half) && slots_hold(s, MMA_MAX_WARPS, 3))
        s->stages = 3;
}

/* The rules below (the planner's beside_next_parts, plan_mma_splits.c): CTAs
 * that hold their partition whole two to an SM, in a grid of a uniform batch
 * over half the SMs and at most one CTA an SM, leave each SM's second slot to
 * the next layer. At head_dim 128 only where a CTA serves the whole group, of
 * 1 to 4 heads. */
static void beside_next_layer(pa_mma_shape *s, const pa_launch *l, int whole_in_half, int sms)
{
    const pa_problem *p = &l->p;
    const int group = p->heads / p->kv_heads;
    const int own_rule = l->threads <= 0 && s->stages == 2 && !pa_mma_uneven(p);
    const int beside_next = own_rule && 2 * s->ctas > sms && s->ctas <= sms;
    const int whole_group = p->head_dim == 128 && s->qs == group && group <= 4;
    if (beside_next && whole_group && s->splits > 1 && slots_hold(s, 4, 3)) {
        /* A partition of 129 to 192 tokens in a grid of at most one CTA an SM
         * (the planner cuts such parts below about 13 MB of K/V:
         * plan_mma_splits.c): four warps of three slots hold it whole in 96
         * KiB, two CTAs an SM. The next layer's whole grid then starts beside
         * this one's and has its bytes on chip by the release, which two
         * layers' rings of the larger sizes cannot (they exceed the SMs'
         * shared memory); each warp's three steps are computed as one. On an
         * H200, as a decode step at group 4: 1 x 2048 in 11 parts 4.01 us
         * against 5.15 in 8 parts of 256 and 4.13 in six warps of two slots; 1
         * x 3072 in 16, 4.79-5.12 against 5.47 in 9 of 352; 2 x 1536 in 8,
         * 4.57 against 5.77 in 12 of 128. Groups 1 to 3 gain as much where a
         * CTA serves the whole group (group 1 at 32 heads, 1 x 768 in 4: 4.50
         * against 6.91 whole); group 8 loses (1 x 3072, 7.10 against 5.67). */
        s->threads = 4 * 32;
        s->stages = 3;
    }
    /* The same at head_dim 64, where eight warps of three slots are 96 KiB,
     * two CTAs an SM (the planner cuts such parts: plan_mma_splits.c): each
     * warp's steps are copied before the wait and computed as one, and the
     * next layer's CTAs start beside this layer's (on an H200, as a decode
     * step: 1 x 6144 in 16 parts, 4.83 us against 7.46 in 24 of 256 at two
     * slots). */
    else if (beside_next && s->threads == 32 * MMA_MAX_WARPS && p->head_dim == 64 && s->splits > 1 &&
             slots_hold(s, MMA_MAX_WARPS, 3))
        s->stages = 3;
    else if (beside_next && whole_group && s->splits <= MMA_HELD_MAX_PARTS && slots_hold(s, 4, 4)) {
        /* A partition of 193 to 256 tokens, whole or in up to
         * MMA_HELD_MAX_PARTS, in the same grid (the planner cuts such parts
         * above that size: plan_mma_splits.c): four warps of three slots and a
         * fourth step each held in registers, all copied before the dependency
         * wait. Two layers' bytes then still fit on chip (the SMs' shared
         * memory and registers together), and the next layer's whole grid
         * starts beside this one's. On an H200, as a decode step: 16 x 256
         * whole, 4.34 us against 5.22-5.26 in 2 parts of 128; 2 x 2048 in 8,
         * 5.61-5.65 against 6.20 in 16. In 16 parts it lost (1 x 4000:
         * 6.41-6.48 against 6.18-6.23 in 11 of 384). Two parts merge flagged
         * (8 x 512: 5.02 against 5.42 counted), more counted (4 x 1024: 5.35
         * against 6.05 flagged). */
        s->threads = 4 * 32;
        s->stages = 3;
        s->held = 1;
        if (s->splits > 2)
            s->flagged = 0;
    } else if (own_rule && whole_in_half && whole_group && s->threads == 32 * MMA_MAX_WARPS &&
               slots_hold(s, MMA_MAX_WARPS, 4)) {
        /* A whole sequence of 385 to 512 tokens in a grid of at most half the
         * SMs (the planner keeps such sequences whole: plan_mma_splits.c):
         * eight warps of three slots (192 KiB, one CTA an SM) and a fourth
         * step each held in registers, all copied before the wait. The next
         * layer's whole grid then starts on the other half of the SMs with its
         * bytes on chip by the release. On an H200, as a decode step: 8 x 512
         * 4.53-4.55 us against 4.97-5.03 in 2 held parts; 6 x 512 4.18 against
         * 5.00; 8 x 400 3.93-3.95 against 4.70-4.73; under an eighth of the
         * SMs, 2 x 512 (16 CTAs) 3.60 against 3.75 and 1 x 512 (8 CTAs) 3.58
         * against 3.44-3.47. In parts it lost to their merge (1 x 4096 in 8,
         * 7.85 against 6.39 in 11 of 384). */
        s->stages = 3;
        s->held = 1;
    }
}

/* Front-loaded partitions (pa_front_parts, plan_mma_launch.c): the first of
 * each sequence's partitions, numbered first and so started early beside the
 * previous layer's CTAs, hold 512 tokens in eight warps of three slots and a
 * step each held in registers; the rest, started as that layer's CTAs leave,
 * hold 256 and have half the bytes to land after the release. One CTA an SM,
 * merged by the count. */
static void front_loaded(pa_mma_shape *s, const pa_launch *l, int sms)
{
    const pa_problem *p = &l->p;
    s->front = pa_front_parts(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (!s->front)
        return;
    s->part = PA_FRONT_LONG_TOKENS;
    s->cluster = 0;
    s->compact = 0;
    s->items = (long long)p->batch * l->splits;
    s->flagged = 0;
    s->threads = 32 * MMA_MAX_WARPS;
    s->stages = 3;
    s->held = 1;
}

/* A grid of at most one CTA an SM streaming long partitions in rings of 128
 * KiB (eight warps at head_dim 128, four at 256): three ring slots a warp (192
 * KiB, still one CTA an SM), so each CTA copies half as much again before the
 * dependency wait, while the previous layer drains. On an H200, as a decode
 * step: 1 x 16384 in 16 parts 17.75-17.82 us against 17.24-17.33; 16 x 1024
 * whole 16.42-16.44 against 15.85-15.87; 16 x 896 whole 14.98-15.02 against
 * 14.23-14.26; 16 x 640 whole 11.13-11.17 against 10.84-10.88; 1 x 65536 in 16
 * about 0.5 % faster. At head_dim 128 partitions of 512 tokens, four steps a
 * warp, lost (4 x 2048 in 4, 10.01-10.03 against 10.41-10.50; 513 to 639 not
 * measured); at 256, eight steps a warp, they gained (1 x 8192 in 16,
 * 19.46-19.48 against 18.59-18.60). Head_dim 64, whose two-slot CTAs fit three
 * an SM, lost. Launches with a held step, the front-loaded ones among them,
 * keep theirs. `ctas`: the grid before any front-loading. */
static void deep_stream(pa_mma_shape *s, const pa_launch *l, long long ctas, int sms)
{
    const int head_dim = l->p.head_dim;
    const int deep_from = head_dim == 128 && s->threads == 32 * MMA_MAX_WARPS ? MMA_DEEP_STREAM_TOKENS_128
                          : head_dim == 256 && s->threads == 32 * 4            ? MMA_DEEP_STREAM_TOKENS_256
                                                                                : 0;
    if (deep_from && !s->held && l->threads <= 0 && s->stages == 2 && ctas <= sms && s->part >= deep_from)
        s->stages = 3;
}

/* Whether two to PA_MMA_FLAGGED_MAX partitions may merge flagged (the merge
 * of kernels/mma_merge.cuh that partition 0 waits for, no counter): only
 * where they end close together, partitions a ring fill holds whole, all
 * copied before the dependency wait (long ones end microseconds apart, the
 * SMs' shares of the bandwidth uneven, and partition 0 holds its CTA slot
 * that long: head_dim 64 at 8 x 32768, 128.1 -> 129.5 us a layer), in a grid
 * of at most 32 CTAs an SM. Not at 16 heads a CTA at head_dim 64 and 128
 * (two blocks of heads a warp), where head_dim 64's 128 registers would
 * spill. The launch also leaves it to a cluster, and takes it only where its
 * grid is resident at once with room to spare on each SM. */
static int may_merge_flagged(const pa_mma_shape *s, const pa_launch *l, int sms)
{
    const pa_problem *p = &l->p;
    const long long part = ((long long)p->max_context_len + s->splits - 1) / s->splits;
    return s->splits >= 2 && s->splits <= PA_MMA_FLAGGED_MAX &&
           part <= (long long)MMA_MAX_WARPS * pa_mma_stages(l->chunk) * MMA_STEP &&
           (long long)p->batch * p->kv_heads * s->splits <= 32LL * sms &&
           s->part <= (long long)s->threads / 32 * (s->stages + s->held) * MMA_STEP &&
           !(s->qs > 8 && p->head_dim <= 128);
}

int pa_mma_shape_of(const pa_launch *given, int sms, pa_mma_shape *s, pa_err *e)
{
    memset(s, 0, sizeof *s);
    pa_launch copy;
    const pa_launch *l = filled_launch(given, &copy, sms);
    const pa_problem *p = &l->p;
    s->splits = l->splits;
    s->qs = heads_a_cta(p, l->kind);
    s->threads = l->threads > 0 ? l->threads : pa_mma_threads(p->head_dim, l->chunk, pa_mma_uneven(p));
    if (check_launch(l, s->threads, s->qs, e))
        return -1;
    s->nsub = (p->heads / p->kv_heads + s->qs - 1) / s->qs;
    s->pair = s->qs > 8 && p->head_dim > 128;
    s->stages = pa_mma_stages(l->chunk);
    if (place_partitions(s, l, e))
        return -1;
    s->cluster = merges_in_cluster(s, sms);
    /* flagged where nothing below rules it out */
    s->flagged = 1;
    if (l->threads <= 0)
        s->threads = filled_threads(s, p, s->threads);
    /* whole sequences in a grid over a wave of the default CTA: smaller CTAs,
     * several an SM (pa_mma_whole_threads says why; it gives fewer warps than
     * the fill above, and the launch string says so) */
    const int whole_threads = pa_mma_whole_threads(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (whole_threads > 0 && whole_threads < s->threads)
        s->threads = whole_threads;
    /* one whole sequence a CTA, in a grid of an eighth to half of the SMs
     * (the planner's whole_in_half, plan_mma_splits.c): the next layer's whole
     * grid starts on the other half */
    const int whole_in_half = l->splits == 1 && !pa_mma_uneven(p) && 2 * s->ctas <= sms && 8 * s->ctas > sms;
    if (l->threads <= 0 && s->threads == 32 * MMA_MAX_WARPS && p->head_dim == 128 && s->qs <= 8 && s->stages == 2)
        one_cta_an_sm_128(s, whole_in_half, sms);
    beside_next_layer(s, l, whole_in_half, sms);
    const long long ctas = s->ctas;
    front_loaded(s, l, sms);
    s->ctas = s->items * p->kv_heads * s->nsub;
    deep_stream(s, l, ctas, sms);
    /* A partition of at most a step a ring (contexts of a few tokens, or
     * parts that short) at head_dim 256, in a grid of over four CTAs an SM:
     * each warp copies one step, so one slot a ring holds it, and the ring's
     * 32 KiB halve: a one-warp CTA's 33 KiB held six an SM, and its
     * registers allow eight (two warps to each of the four schedulers).
     * Read on an H100 from 16 steps (bench/runs/2026-12-06-h200-heldout,
     * round 2: 16/8 at 121 x ~2, 968 CTAs, 7.90 -> 5.03 us; 32/8 at 256 x 5
     * 15.18 -> 11.70); on 24 steps drawn among those it moves, none timed
     * before, 0.878 of the time (round 3: 18 faster, 3 slower by 1.2-4.7 %;
     * 32/4 at 236 x ~4 11.97 -> 7.67). Not in smaller grids, which the
     * smaller CTAs crowd onto fewer SMs (8 controls of two to four CTAs an
     * SM, 1.038, 5 slower; 20/4 at 82 x 8 4.09 -> 4.77), nor at head_dim 64
     * and 128, whose rings of 16 KiB and less moved nothing by over 2.5 %. */
    if (p->head_dim == 256 && s->ctas > 4LL * sms && !s->held &&
        s->part <= (long long)(s->threads / 32) * MMA_STEP)
        s->stages = 1;
    /* A split grid of one wave whose warps stream more than two rings each:
     * the kernel that computes a warp's last two steps as one (DRAIN). On
     * H200s, us a layer less, three machines (bench/RESULTS.md, operands
     * round): 1 x 16384 0.1-0.3, group 8 at 1 x 65536 0.25-0.5, group 16
     * 0-0.9, 1 x 65536 0-0.4, in one-token blocks 0-0.5; nowhere slower. Not
     * elsewhere: built into the kernels every launch shares, its code alone
     * cost the small launches up to 3 % (2 x 60 1.86 -> 1.92 us, 8 x 128 2.38
     * -> 2.45), and whole sequences in several waves lost 0.3 % (32 x 8192,
     * 64 x 4096). */
    s->drain = l->splits > 1 && !s->held && ctas <= sms && p->head_dim >= 128 &&
               s->part > 2LL * s->stages * MMA_STEP * (s->threads / 32);
    s->flagged = s->flagged && may_merge_flagged(s, l, sms);
    s->block = s->pair ? 2 * s->threads : s->threads;
    /* Whole sequences in one-warp CTAs (contexts of a step or two a CTA):
     * two a CTA, a warp each (the kernel's PACK). Grids of a thousand and
     * more such CTAs are bound by the rate at which CTAs start, not by their
     * rings (about 2.7 ns a CTA; bench/runs/2026-12-06-h200-heldout), and a
     * packed warp stores its heads from registers, with no merge through
     * shared memory behind a barrier, which shortens small grids' chains.
     * On an H100 (bench/runs/2026-12-06-h200-pack), 13 steps of 64 to 2176
     * such CTAs ran 1.04-1.40 times as fast (round 1: 32/8 at 245 x 4 7.55
     * -> 5.98 us; 64/8 at 252 x 2 9.51 -> 6.77; head_dim 256 at 256 x 5
     * 11.68 -> 8.90; 8 x 12 in 64 CTAs 2.02 -> 1.79), four a CTA level with
     * two but for the smallest grids and head_dim 256, which lost; held out
     * on 30 steps drawn among those it packs, 0.828 of the time, all faster
     * (round 2: 0.63-0.95). Not where the two warps' rings would pass 64 KiB
     * (a chunk the caller asked for), which would hold fewer warps an SM,
     * nor where the caller set the CTA's threads. */
    const long long ring_bytes = (long long)s->stages * MMA_STEP * 4 * p->head_dim; /* K and V, 2 bytes each */
    if (l->threads <= 0 && l->splits == 1 && s->threads == 32 && !s->pair && !s->held &&
        2 * ring_bytes <= 64 * 1024) {
        s->pack = 2;
        s->block = 2 * s->threads;
        s->ctas = (s->ctas + 1) / 2;
    }
    /* the rules above size the CTA: refuse what the launch would refuse, so
     * that pa.plan says it without a GPU */
    return check_launch(l, s->threads, s->qs, e);
}

const char *pa_mma_merge_name(const pa_mma_shape *s)
{
    return s->splits < 2 ? "none" : s->cluster ? "cluster" : s->flagged ? "flagged" : "counted";
}
