/* CK(call): a CUDA runtime call of a standalone probe (bench/fill_probe.cu,
 * bench/read_probe.cu), checked; on failure the probe names the call and exits. */
#ifndef PA_PROBE_CHECK_H
#define PA_PROBE_CHECK_H

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CK(x)                                                                                                          \
    do {                                                                                                               \
        cudaError_t e_ = (x);                                                                                          \
        if (e_ != cudaSuccess) {                                                                                       \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_));                        \
            exit(1);                                                                                                   \
        }                                                                                                              \
    } while (0)

#endif
