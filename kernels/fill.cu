/* Device half of the shared random stream (rng.h): cuRAND's uniforms mapped to
 * unit-variance values exactly as pa_rng_value does on the host. The centring
 * 2u - 1 is exact however it is evaluated (2u is exact and the difference fits);
 * the product by sqrt(3) is pinned to one rounded multiply so that no contraction
 * or reassociation can move it off the host's bits. */
#include "kernels.h"
#include "pa_device.cuh"
#include "rng.h"

namespace pa {

template <typename T> __global__ void fill_convert_kernel(T *dst, const float *u, size_t n)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        const float centred = __fmaf_rn(2.0f, u[i], -1.0f);
        dst[i] = from_float<T>(__fmul_rn(centred, PA_RNG_SCALE));
    }
}

} /* namespace pa */

int pa_cuda_fill_convert(void *dst, pa_dtype t, size_t first, const float *u, size_t n, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    if (n == 0)
        return 0;
    const int threads = 256;
    const size_t want = (n + threads - 1) / threads;
    const unsigned blocks = (unsigned)(want < 65536 ? want : 65536);
    switch (t) {
    case PA_FP16: fill_convert_kernel<<<blocks, threads, 0, s>>>(static_cast<__half *>(dst) + first, u, n); break;
    case PA_BF16:
        fill_convert_kernel<<<blocks, threads, 0, s>>>(static_cast<__nv_bfloat16 *>(dst) + first, u, n);
        break;
    case PA_FP32: fill_convert_kernel<<<blocks, threads, 0, s>>>(static_cast<float *>(dst) + first, u, n); break;
    default: return pa_fail(e, "unknown dtype %d", (int)t);
    }
    return launched("fill_convert_kernel", e);
}
