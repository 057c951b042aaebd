/* One decode step as every backend and kernel sees it: the shapes, the data
 * (backend memory), and which family member runs it with which options. Plain C,
 * included by the CUDA side too; the layout is DESIGN.md's contract:
 *   k_cache, v_cache  [num_blocks, block_size, kv_heads, head_dim]   (dtype)
 *   block_tables      int32 [batch, max_blocks_per_seq], -1 = no block
 *   context_lens      int32 [batch], each >= 1
 *   query, output     [batch, heads, head_dim]                       (dtype)
 */
#ifndef PA_LAUNCH_H
#define PA_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

#include "dtype.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pa_kernel_kind {
    PA_K_NAIVE = 0,
    PA_K_GATHER,
    PA_K_PAGED_SCALAR,
    PA_K_PAGED,
    PA_K_SPLIT_KV,
    PA_K_GQA,
    PA_K_AUTO,
    PA_K_COUNT
} pa_kernel_kind;

typedef struct pa_problem {
    int batch, heads, kv_heads, head_dim;
    int block_size, num_blocks, max_blocks_per_seq;
    int max_context_len;
    int64_t total_tokens; /* sum of context lengths */
    pa_dtype dtype;
    float scale;
} pa_problem;

/* Scratch memory a kernel keeps between launches (padded K/V for naive/gather,
 * split partials for split_kv/gqa), owned and grown by the backend. */
typedef struct pa_workspace {
    void *ptr;
    size_t bytes;
} pa_workspace;

/* Sizes that saturate at SIZE_MAX, which no allocator grants, instead of
 * wrapping round to a small buffer a kernel would then overrun. */
static inline size_t pa_size_mul(size_t a, size_t b) { return a && b > SIZE_MAX / a ? SIZE_MAX : a * b; }
static inline size_t pa_size_add(size_t a, size_t b) { return b > SIZE_MAX - a ? SIZE_MAX : a + b; }

/* One of the padded K and V copies naive and gather make: batch x longest
 * context rows of kv_heads x head_dim elements. Overflows only past 32 GB of
 * block tables, but a wrapped size would be a buffer overrun. */
static inline size_t pa_padded_kv_bytes(const pa_problem *p, int max_ctx)
{
    size_t rows = pa_size_mul((size_t)p->batch, (size_t)max_ctx);
    return pa_size_mul(rows, (size_t)p->kv_heads * (size_t)p->head_dim * pa_dtype_size(p->dtype));
}

typedef struct pa_launch {
    pa_problem p;
    pa_kernel_kind kind; /* never PA_K_AUTO here: auto is resolved before launch */
    int chunk;           /* tokens per iteration */
    int splits;          /* KV partitions per sequence (split_kv, gqa); >= 1 */
    int threads;         /* threads per block (CUDA) or 0 for the kernel's default */

    const void *k_cache, *v_cache;
    const int32_t *block_tables, *context_lens;
    const void *query;
    void *output;

    /* host copies of the table and lengths, for host-side loops (naive) and planning */
    const int32_t *host_block_tables, *host_context_lens;

    pa_workspace *workspace;
} pa_launch;

#ifdef __cplusplus
}
#endif

#endif
