#include "rng.h"

#include <stdlib.h>

#ifdef PA_HAVE_CURAND
#include <curand.h>
#endif

/* cuRAND's Philox layout, found by comparing with its host generator: the stream
 * is cut into 4-word groups; group g belongs to subsequence g % 65536 at counter
 * g / 65536, and the key is the 64-bit seed. */
#define PHILOX_SUBSEQUENCES 65536u

static void philox4x32_10(uint32_t c[4], uint32_t k0, uint32_t k1)
{
    for (int round = 0; round < 10; round++) {
        uint64_t p0 = (uint64_t)0xD2511F53u * c[0];
        uint64_t p1 = (uint64_t)0xCD9E8D57u * c[2];
        uint32_t n0 = (uint32_t)(p1 >> 32) ^ c[1] ^ k0;
        uint32_t n2 = (uint32_t)(p0 >> 32) ^ c[3] ^ k1;
        c[0] = n0;
        c[1] = (uint32_t)p1;
        c[2] = n2;
        c[3] = (uint32_t)p0;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
}

static void philox_group(uint64_t seed, uint64_t group, uint32_t out[4])
{
    uint64_t sub = group % PHILOX_SUBSEQUENCES, ctr = group / PHILOX_SUBSEQUENCES;
    out[0] = (uint32_t)ctr;
    out[1] = (uint32_t)(ctr >> 32);
    out[2] = (uint32_t)sub;
    out[3] = (uint32_t)(sub >> 32);
    philox4x32_10(out, (uint32_t)seed, (uint32_t)(seed >> 32));
}

uint32_t pa_philox_word(uint64_t seed, uint64_t index)
{
    uint32_t w[4];
    philox_group(seed, index / 4, w);
    return w[index % 4];
}

#ifdef PA_HAVE_CURAND
const char *pa_rng_source(void) { return "curand"; }

/* The stream in chunks, a host generator a thread: a Philox generator's offset
 * is absolute, so a chunk drawn at offset + its start holds the values one
 * generator would give there, and the pool's bits do not depend on the threads
 * (one thread drew a 1 GB pool in 19 s). */
int pa_rng_fill(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e)
{
    enum { CHUNK = 1 << 20 };
    const long long chunks = (long long)((count + CHUNK - 1) / CHUNK);
    curandStatus_t failed = CURAND_STATUS_SUCCESS;
    int no_memory = 0;
    /* a pool of one chunk (most small ones) on this thread alone: a generator
     * and a buffer a thread cost more than it */
#pragma omp parallel if (chunks > 1)
    {
        curandGenerator_t gen = NULL;
        float *tmp = malloc(sizeof(float) * (count < CHUNK ? count : CHUNK));
        curandStatus_t st = curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
        if (st == CURAND_STATUS_SUCCESS)
            st = curandSetPseudoRandomGeneratorSeed(gen, seed);
#pragma omp for schedule(static)
        for (long long c = 0; c < chunks; c++) {
            if (st != CURAND_STATUS_SUCCESS || !tmp || pa_interrupted())
                continue;
            const size_t at = (size_t)c * CHUNK, n = count - at < CHUNK ? count - at : CHUNK;
            st = curandSetGeneratorOffset(gen, offset + at);
            if (st == CURAND_STATUS_SUCCESS)
                st = curandGenerateUniform(gen, tmp, n);
            if (st == CURAND_STATUS_SUCCESS)
                for (size_t i = 0; i < n; i++)
                    pa_store(dst, t, at + i, pa_rng_value(tmp[i]));
        }
#pragma omp critical(pa_rng_fill_status)
        {
            if (!tmp)
                no_memory = 1;
            if (st != CURAND_STATUS_SUCCESS && failed == CURAND_STATUS_SUCCESS)
                failed = st;
        }
        free(tmp);
        if (gen)
            curandDestroyGenerator(gen);
    }
    if (pa_interrupted())
        return pa_fail(e, PA_INTERRUPTED);
    if (no_memory)
        return pa_fail(e, "out of host memory drawing %zu random values", count);
    if (failed != CURAND_STATUS_SUCCESS)
        return pa_fail(e, "cuRAND host generator failed (status %d)", (int)failed);
    return 0;
}
#else
const char *pa_rng_source(void) { return "philox"; }

int pa_rng_fill(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e)
{
    enum { CHUNK = 1 << 24 };
    for (size_t at = 0; at < count; at += CHUNK) {
        if (pa_interrupted())
            return pa_fail(e, PA_INTERRUPTED);
        const size_t end = count - at < CHUNK ? count : at + CHUNK;
#pragma omp parallel for schedule(static)
        for (size_t i = at; i < end; i++)
            pa_store(dst, t, i, pa_rng_value(pa_rng_uniform(pa_philox_word(seed, offset + i))));
    }
    return 0;
}
#endif
