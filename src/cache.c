#include "cache.h"

int pa_head_dim_supported(int head_dim) { return head_dim == 64 || head_dim == 128 || head_dim == 256; }

int pa_cache_shape_check(const pa_cache_shape *s, pa_err *e)
{
    if (s->blocks < 1)
        return pa_fail(e, "blocks must be a positive integer (got %d)", s->blocks);
    if (s->block_size < 1 || s->block_size > PA_MAX_BLOCK_SIZE || (s->block_size & (s->block_size - 1)))
        return pa_fail(e, "block_size must be a power of two in 1..%d (got %d)", PA_MAX_BLOCK_SIZE,
                       s->block_size);
    if (s->kv_heads < 1 || s->kv_heads > 1024)
        return pa_fail(e, "kv_heads must be in 1..1024 (got %d)", s->kv_heads);
    if (!pa_head_dim_supported(s->head_dim))
        return pa_fail(e, "head_dim must be one of 64, 128, 256 (got %d)", s->head_dim);
    /* block ids are int32 and element offsets are computed in 64 bits; keep the
     * product of the shape far from overflow */
    double elements = (double)s->blocks * s->block_size * s->kv_heads * s->head_dim;
    if (elements > 1e12)
        return pa_fail(e, "cache of %.3g elements per tensor is too large", elements);
    return 0;
}

size_t pa_cache_elements(const pa_cache_shape *s)
{
    return (size_t)s->blocks * (size_t)s->block_size * (size_t)s->kv_heads * (size_t)s->head_dim;
}

size_t pa_cache_bytes(const pa_cache_shape *s) { return 2 * pa_cache_elements(s) * pa_dtype_size(s->dtype); }

size_t pa_cache_row_bytes(const pa_cache_shape *s) { return (size_t)s->head_dim * pa_dtype_size(s->dtype); }
