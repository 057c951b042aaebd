/* Cache and query contents: cuRAND's Philox4x32-10 uniform stream (default
 * ordering) mapped to values of unit variance. The CPU backend draws it on the
 * host and the CUDA backend on the device; both give the same bits for the same
 * seed, which is what lets the CPU backend serve as the oracle for the GPU. */
#ifndef PA_RNG_H
#define PA_RNG_H

#include <stddef.h>
#include <stdint.h>

#include "dtype.h"
#include "pa_error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* sqrt(3): uniform on (-1, 1] times this has variance 1, like the seeds' randn. */
#define PA_RNG_SCALE 1.7320508075688772f

/* Raw 32-bit word `index` of cuRAND's host/device Philox stream for `seed`. */
uint32_t pa_philox_word(uint64_t seed, uint64_t index);

/* Uniform (0, 1] from a raw word, as curand_uniform computes it. */
static inline float pa_rng_uniform(uint32_t word)
{
    return (float)word * 2.3283064365386963e-10f + (2.3283064365386963e-10f / 2.0f);
}

static inline float pa_rng_value(float uniform)
{
    float centred = 2.0f * uniform - 1.0f; /* exact: 2u is exact, so fused or not rounds alike */
    return centred * PA_RNG_SCALE;
}

/* count elements of type t, words offset .. offset+count-1 of the stream. */
int pa_rng_fill(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e);

/* Which generator produced the host values: "curand" or "philox" (built without cuRAND). */
const char *pa_rng_source(void);

#ifdef __cplusplus
}
#endif

#endif
