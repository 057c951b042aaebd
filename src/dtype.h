/* Element types of the KV cache, queries and outputs, and the exact (round to
 * nearest even) conversions the CPU backend shares with the CUDA intrinsics
 * __float2half_rn / __float2bfloat16_rn, so both backends hold identical bits. */
#ifndef PA_DTYPE_H
#define PA_DTYPE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pa_dtype { PA_FP16 = 0, PA_BF16 = 1, PA_FP32 = 2 } pa_dtype;

extern const char *const pa_dtype_names[]; /* NULL-terminated, for luaL_checkoption */

size_t pa_dtype_size(pa_dtype t);
uint16_t pa_float_to_half(float f);
float pa_half_to_float(uint16_t h);
uint16_t pa_float_to_bf16(float f);
float pa_bf16_to_float(uint16_t b);

/* Element i of an array of type t, widened to float. */
static inline float pa_load(const void *base, pa_dtype t, size_t i)
{
    switch (t) {
    case PA_FP16: return pa_half_to_float(((const uint16_t *)base)[i]);
    case PA_BF16: return pa_bf16_to_float(((const uint16_t *)base)[i]);
    default: return ((const float *)base)[i];
    }
}

static inline void pa_store(void *base, pa_dtype t, size_t i, float v)
{
    switch (t) {
    case PA_FP16: ((uint16_t *)base)[i] = pa_float_to_half(v); break;
    case PA_BF16: ((uint16_t *)base)[i] = pa_float_to_bf16(v); break;
    default: ((float *)base)[i] = v; break;
    }
}

#ifdef __cplusplus
}
#endif

#endif
