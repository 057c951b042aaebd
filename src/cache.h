/* The shape of a KV-cache pool and its validation. The memory itself belongs to
 * a backend; this core only knows sizes. */
#ifndef PA_CACHE_H
#define PA_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "dtype.h"
#include "pa_error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PA_MAX_BLOCK_SIZE 1024
#define PA_MAX_HEAD_DIM 256

typedef struct pa_cache_shape {
    int blocks, block_size, kv_heads, head_dim;
    pa_dtype dtype;
    uint64_t seed;
} pa_cache_shape;

int pa_cache_shape_check(const pa_cache_shape *s, pa_err *e);
int pa_head_dim_supported(int head_dim);
/* elements of one of K or V */
size_t pa_cache_elements(const pa_cache_shape *s);
/* K plus V */
size_t pa_cache_bytes(const pa_cache_shape *s);
/* bytes of one token's K (or V) row for one kv head */
size_t pa_cache_row_bytes(const pa_cache_shape *s);

#ifdef __cplusplus
}
#endif

#endif
