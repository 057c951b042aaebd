/* Pieces every CPU kernel shares: widening rows of the cache to float, the dot
 * product, the online-softmax update over a chunk, the merge of split partials
 * and the final normalise-and-store. All accumulate in float, as the GPU kernels do. */
#ifndef PA_CPU_ATTEND_H
#define PA_CPU_ATTEND_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cache.h"
#include "launch.h"

#define PA_MAX_HEAD_DIM_FLOATS PA_MAX_HEAD_DIM

static inline size_t pa_kv_row(const pa_problem *p, int32_t block, int slot, int kv_head)
{
    return (((size_t)block * (size_t)p->block_size + (size_t)slot) * (size_t)p->kv_heads + (size_t)kv_head) *
           (size_t)p->head_dim;
}

static inline size_t pa_q_row(const pa_problem *p, int b, int h)
{
    return ((size_t)b * (size_t)p->heads + (size_t)h) * (size_t)p->head_dim;
}

static inline int32_t pa_table_entry(const pa_launch *l, int b, int logical_block)
{
    return l->host_block_tables[(size_t)b * (size_t)l->p.max_blocks_per_seq + (size_t)logical_block];
}

/* fp16 rows to float: F16C conversions where the processor has them (chosen
 * once at load time), the portable conversion elsewhere */
void pa_widen_fp16(const uint16_t *restrict src, float *restrict dst, int n);

static inline void pa_widen(const void *base, pa_dtype t, size_t off, float *restrict dst, int n)
{
    if (t == PA_FP32) {
        memcpy(dst, (const float *)base + off, sizeof(float) * (size_t)n);
        return;
    }
    const uint16_t *src = (const uint16_t *)base + off;
    if (t == PA_BF16) {
        for (int i = 0; i < n; i++) {
            uint32_t u = (uint32_t)src[i] << 16;
            memcpy(dst + i, &u, sizeof u);
        }
    } else {
        pa_widen_fp16(src, dst, n);
    }
}

static inline float pa_dot(const float *restrict a, const float *restrict b, int n)
{
    float s = 0;
#pragma omp simd reduction(+ : s)
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* The hot loop's helpers are compiled into each of its clones (src/cpu_attend.c):
 * a helper left out of line is built for the baseline ISA only, and the AVX2
 * clone calling it runs its inner loop 15-20 % slower on one core. */
#if defined(__GNUC__)
#define PA_INLINE inline __attribute__((always_inline))
#else
#define PA_INLINE inline
#endif

/* Tokens a step of the chunked paged read takes: its K and V rows of every kv
 * head of the task (kv_count) within STEP_FLOATS floats each, so that they stay
 * in a core's L2 while every query head reads them; at most the launch's chunk
 * and `most`. */
#define PA_STEP_FLOATS 32768
static inline int pa_step_tokens(const pa_launch *l, int kv_count, int most)
{
    int C = PA_STEP_FLOATS / (kv_count * l->p.head_dim);
    if (C > l->chunk)
        C = l->chunk;
    if (C > most)
        C = most;
    return C < 1 ? 1 : C;
}

/* The `span` bytes of K and of V from byte `at` of the pools, asked of memory
 * into L2: the block table scatters the rows, so no hardware prefetcher finds
 * them, and one core waiting on each row in turn read at a third of its
 * bandwidth. */
static PA_INLINE void pa_prefetch_row(const pa_launch *l, size_t at, size_t span)
{
    for (size_t o = 0; o < span; o += 64) {
        __builtin_prefetch((const char *)l->k_cache + at + o, 0, 2);
        __builtin_prefetch((const char *)l->v_cache + at + o, 0, 2);
    }
}

/* The K and V rows of tokens [start, min(start + n, end)) of sequence b, kv
 * heads kv_first .. kv_first + kv_count - 1 (side by side in a token's row),
 * asked for at once (pa_prefetch_row). */
static PA_INLINE void pa_prefetch_rows(const pa_launch *l, int b, int kv_first, int kv_count, int start, int n,
                                       int end)
{
    const pa_problem *p = &l->p;
    const size_t esz = pa_dtype_size(p->dtype), span = (size_t)kv_count * (size_t)p->head_dim * esz;
    for (int t = start; t < start + n && t < end; t++) {
        const int blk = pa_table_entry(l, b, t / p->block_size);
        if (blk >= 0)
            pa_prefetch_row(l, pa_kv_row(p, blk, t % p->block_size, kv_first) * esz, span);
    }
}

/* Running softmax state of one query head: max m, normaliser l, acc = sum p_j v_j. */
typedef struct pa_softmax {
    float m, l;
} pa_softmax;

static inline void pa_softmax_init(pa_softmax *s, float *acc, int D)
{
    s->m = -INFINITY;
    s->l = 0;
    memset(acc, 0, sizeof(float) * (size_t)D);
}

/* A task's queries widened into q (nheads rows of D floats) and its heads'
 * states emptied: query heads h_first .. h_first + nheads - 1 of sequence b */
static inline void pa_task_begin(const pa_launch *l, int b, int h_first, int nheads, float *q, pa_softmax *states,
                                 float *accs)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim;
    for (int g = 0; g < nheads; g++) {
        pa_widen(l->query, p->dtype, pa_q_row(p, b, h_first + g), q + (size_t)g * D, D);
        pa_softmax_init(&states[g], accs + (size_t)g * D, D);
    }
}

/* A chunk's weighted value rows, summed apart from the running state and
 * folded into it at the chunk's end. Added one by one to a running sum over
 * millions of tokens, each small term loses its low bits: at 4M tokens fp32
 * drifted by 6e-3 from the float64 reference; folded a chunk of 64 at a time,
 * by 2e-4 to 6e-4. */
typedef struct pa_chunk_sum {
    float l;
    float acc[PA_MAX_HEAD_DIM_FLOATS];
} pa_chunk_sum;

static PA_INLINE void pa_chunk_begin(pa_chunk_sum *c, int D)
{
    c->l = 0;
    memset(c->acc, 0, sizeof(float) * (size_t)D);
}

static PA_INLINE void pa_chunk_add(pa_chunk_sum *restrict c, int D, float w, const float *restrict row)
{
    c->l += w;
#pragma omp simd
    for (int d = 0; d < D; d++)
        c->acc[d] += w * row[d];
}

/* (s, acc) scaled by alpha (the old maximum's exponential against the new),
 * plus the chunk */
static PA_INLINE void pa_chunk_fold(pa_softmax *s, float *restrict acc, int D, float alpha,
                                 const pa_chunk_sum *restrict c)
{
    s->l = s->l * alpha + c->l;
#pragma omp simd
    for (int d = 0; d < D; d++)
        acc[d] = acc[d] * alpha + c->acc[d];
}

/* tokens the dense pass, whose maximum is known before it sums, folds at a time */
#define PA_FOLD_TOKENS 64

/* Fold n scored tokens into the state. scores[i] is -INFINITY for a token that
 * takes no part (a -1 block); v holds the n value rows, D floats each. */
static PA_INLINE void pa_softmax_update(pa_softmax *s, float *restrict acc, int D, const float *scores,
                                     const float *restrict v, int n)
{
    float mx = s->m;
    for (int i = 0; i < n; i++)
        if (scores[i] > mx)
            mx = scores[i];
    if (mx == -INFINITY)
        return; /* nothing valid yet: keep the empty state */
    pa_chunk_sum c;
    pa_chunk_begin(&c, D);
    for (int i = 0; i < n; i++)
        if (scores[i] != -INFINITY)
            pa_chunk_add(&c, D, expf(scores[i] - mx), v + (size_t)i * D);
    pa_chunk_fold(s, acc, D, expf(s->m - mx), &c);
    s->m = mx;
}

/* Merge a partial (pm, pl, pacc) into (s, acc); an empty partial has pl == 0. */
static inline void pa_softmax_merge(pa_softmax *s, float *restrict acc, int D, float pm, float pl,
                                    const float *restrict pacc)
{
    if (pl == 0)
        return;
    float mx = pm > s->m ? pm : s->m;
    float a = expf(s->m - mx), b = expf(pm - mx);
    s->l = s->l * a + pl * b;
    for (int d = 0; d < D; d++)
        acc[d] = acc[d] * a + pacc[d] * b;
    s->m = mx;
}

static inline void pa_softmax_store(const pa_softmax *s, const float *acc, int D, void *out, pa_dtype t, size_t off)
{
    float inv = s->l > 0 ? 1.0f / s->l : 0.0f;
    for (int d = 0; d < D; d++)
        pa_store(out, t, off + (size_t)d, acc[d] * inv);
}

/* naive's and gather's workspace, pa_cpu_padded_bytes long: K and V padded to
 * [batch, longest context, kv_heads, head_dim], then a byte per (sequence,
 * token) saying whether its rows were copied (not past the context, not under
 * a -1 block), as the dense pass reads them */
typedef struct pa_cpu_padded {
    char *k, *v;
    uint8_t *valid;
    size_t token_bytes; /* a token's row of every kv head */
} pa_cpu_padded;

static inline size_t pa_cpu_padded_bytes(const pa_problem *p)
{
    return pa_size_add(pa_size_mul(2, pa_padded_kv_bytes(p, p->max_context_len)),
                       pa_size_mul((size_t)p->batch, (size_t)p->max_context_len));
}

static inline pa_cpu_padded pa_cpu_padded_at(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const size_t kv = pa_padded_kv_bytes(p, p->max_context_len);
    pa_cpu_padded d;
    d.k = l->workspace->ptr;
    d.v = d.k + kv;
    d.valid = (uint8_t *)(d.v + kv);
    d.token_bytes = (size_t)p->kv_heads * (size_t)p->head_dim * pa_dtype_size(p->dtype);
    return d;
}

/* Per-launch CPU kernels, one family member a file. */
int pa_cpu_naive(const pa_launch *l);
int pa_cpu_gather(const pa_launch *l);
int pa_cpu_dense(const pa_launch *l, const void *k, const void *v, const uint8_t *valid);
int pa_cpu_paged_scalar(const pa_launch *l);
int pa_cpu_paged(const pa_launch *l);
int pa_cpu_split_kv(const pa_launch *l);
int pa_cpu_gqa(const pa_launch *l);
/* merges [batch, heads, splits] partials of (m, l, acc[D]) into the output */
void pa_cpu_reduce(const pa_launch *l, const float *partials);

void pa_cpu_partition(const pa_launch *l, int b, int i, int *t0, int *t1);
void pa_cpu_store_partial(const pa_launch *l, float *partials, int b, int h, int i, const pa_softmax *s,
                          const float *acc);

/* Workspace sizes (bytes) the launch needs, grown by the backend before the call. */
size_t pa_cpu_workspace_bytes(const pa_launch *l);

#endif

/* The chunked paged read shared by paged, split_kv and gqa: tokens [t0, t1) of
 * sequence b, kv heads kv_first .. kv_first+kv_count-1, for the query heads
 * h_first .. h_first+nheads-1 (each reads kv head h / group, which must lie in
 * that range), a step of up to `chunk` tokens at a time: the step's K rows are
 * widened once and scored against every head, then its V rows once and folded
 * into every head's state. states/accs: nheads entries, accs nheads*D floats.
 * Returns -1 on no memory. */
int pa_cpu_attend_range(const pa_launch *l, int b, int kv_first, int kv_count, int h_first, int nheads, int t0,
                        int t1, pa_softmax *states, float *accs);

/* The same with AVX2, FMA and F16C (src/cpu_attend_avx2.c), which
 * pa_cpu_attend_range takes where pa_cpu_avx2_usable(): the processor has them
 * and PABENCH_CPU_PORTABLE is unset or 0 (set, the portable path runs
 * everywhere, so that it can be tested on any machine). head_dim a multiple of 16. */
int pa_cpu_avx2_usable(void);
int pa_cpu_attend_range_avx2(const pa_launch *l, int b, int kv_first, int kv_count, int h_first, int nheads, int t0,
                             int t1, pa_softmax *states, float *accs);
