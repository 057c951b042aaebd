/* Streaming read of a device buffer with 16-byte loads: the kernel behind
 * read_bandwidth (the device's sustained read rate, the 100% that timings are
 * quoted against) and behind the L2 flush of cold-cache timing. Each thread keeps
 * four independent loads in flight per iteration of a grid-stride loop; the words
 * are folded into one value whose (practically impossible) match with a constant
 * guards a store, so the compiler must perform every load. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

constexpr int READ_THREADS = 512;
constexpr unsigned READ_MAGIC = 0x9e3779b9u;

/* The measurement reads evict-first, as a kernel streaming K/V once would; the
 * L2 flush reads with normal priority so its lines displace everything else
 * (evict-first lines would mostly displace each other). */
template <bool EVICT_FIRST> __device__ __forceinline__ uint4 ld(const uint4 *p)
{
    return EVICT_FIRST ? __ldcs(p) : __ldcg(p);
}

template <bool EVICT_FIRST>
__global__ void __launch_bounds__(READ_THREADS) read_stream_kernel(const uint4 *__restrict__ p, size_t n,
                                                                   unsigned *sink)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = 0;
    for (; i + 3 * stride < n; i += 4 * stride) {
        const uint4 a = ld<EVICT_FIRST>(p + i), b = ld<EVICT_FIRST>(p + i + stride);
        const uint4 c = ld<EVICT_FIRST>(p + i + 2 * stride), d = ld<EVICT_FIRST>(p + i + 3 * stride);
        x ^= a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^ d.w;
    }
    for (; i < n; i += stride) {
        const uint4 a = ld<EVICT_FIRST>(p + i);
        x ^= a.x ^ a.y ^ a.z ^ a.w;
    }
    if (x == READ_MAGIC)
        *sink = x;
}

/* A grid that fills every SM to its occupancy limit, computed once. */
static int read_grid(pa_err *e)
{
    static int grid;
    if (grid)
        return grid;
    const int sms = device_sms(e);
    if (sms < 0)
        return -1;
    int per_sm = 0;
    const cudaError_t err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, read_stream_kernel<true>,
                                                                          READ_THREADS, 0);
    if (err != cudaSuccess)
        return pa_fail(e, "sizing the read kernel's grid: %s", cudaGetErrorString(err));
    grid = sms * (per_sm > 0 ? per_sm : 1);
    return grid;
}

static int read_stream(const void *buf, size_t bytes, unsigned *sink, bool keep, cudaStream_t s, pa_err *e)
{
    const int grid = read_grid(e);
    if (grid < 0)
        return -1;
    const uint4 *p = static_cast<const uint4 *>(buf);
    if (keep)
        read_stream_kernel<false><<<grid, READ_THREADS, 0, s>>>(p, bytes / 16, sink);
    else
        read_stream_kernel<true><<<grid, READ_THREADS, 0, s>>>(p, bytes / 16, sink);
    return launched("read_stream_kernel", e);
}

} /* namespace pa */

int pa_cuda_read_stream(const void *buf, size_t bytes, unsigned *sink, cudaStream_t s, pa_err *e)
{
    return pa::read_stream(buf, bytes, sink, false, s, e);
}

int pa_cuda_l2_flush(const void *buf, size_t bytes, unsigned *sink, cudaStream_t s, pa_err *e)
{
    return pa::read_stream(buf, bytes, sink, true, s, e);
}
