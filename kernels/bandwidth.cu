/* Streaming reads of a device buffer: the measurement behind read_bandwidth
 * (the device's sustained read rate, the 100% that timings are quoted against)
 * and the L2 flush of cold-cache timing.
 *
 * The measurement lands the buffer in shared memory with bulk copies: one
 * thread a CTA keeps six 32 KiB copies in flight (fewer where shared memory
 * is smaller), an mbarrier each. On an H200 that reads 1.5-2.5 % faster than
 * any load-based kernel measured (four or eight 16-byte loads a thread, 256 or
 * 512 threads) and 0.5 % faster than 16-byte cp.async into a ring
 * (bench/read_probe.cu; bench/RESULTS.md, scenarios round). Decode kernels
 * that land K/V with cp.async had read up to 100.5 % of the load-based figure,
 * which was then no ceiling.
 *
 * The flush reads with 16-byte loads, each thread four in flight per iteration
 * of a grid-stride loop; the words are folded into one value whose
 * (practically impossible) match with a constant guards a store, so the
 * compiler must perform every load. */
#include "kernels.h"
#include "mbarrier.cuh"
#include "pa_device.cuh"

namespace pa {

constexpr int READ_THREADS = 512;
constexpr unsigned READ_MAGIC = 0x9e3779b9u;
constexpr int BULK_CHUNK = 32768, BULK_MAX_STAGES = 6;

/* Normal-priority loads, so the flush's lines displace everything else
 * (evict-first lines would mostly displace each other). */
__global__ void __launch_bounds__(READ_THREADS) read_stream_kernel(const uint4 *__restrict__ p, size_t n,
                                                                   unsigned *sink)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = 0;
    for (; i + 3 * stride < n; i += 4 * stride) {
        const uint4 a = __ldcg(p + i), b = __ldcg(p + i + stride);
        const uint4 c = __ldcg(p + i + 2 * stride), d = __ldcg(p + i + 3 * stride);
        x ^= a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^ d.w;
    }
    for (; i < n; i += stride) {
        const uint4 a = __ldcg(p + i);
        x ^= a.x ^ a.y ^ a.z ^ a.w;
    }
    if (x == READ_MAGIC)
        *sink = x;
}

/* Thread 0 of each CTA streams chunks blockIdx, blockIdx + gridDim, ... into a
 * ring of `stages` slots, reusing a slot once its previous chunk has landed;
 * the CTA ends when its last chunks have. */
__global__ void read_bulk_kernel(const char *__restrict__ p, size_t chunks, int stages)
{
    extern __shared__ __align__(128) unsigned char ring[];
    __shared__ __align__(8) unsigned long long bars[BULK_MAX_STAGES];
    if (threadIdx.x != 0)
        return;
    for (int s = 0; s < stages; s++)
        mbar_init(shared_u32(&bars[s]), 1);
    mbar_init_fence();
    auto landed = [&](size_t k) { /* the k-th chunk of this CTA is in its slot */
        mbar_wait(shared_u32(&bars[k % stages]), (unsigned)(k / stages) & 1);
    };
    size_t k = 0;
    for (size_t c = blockIdx.x; c < chunks; c += gridDim.x, k++) {
        if (k >= (size_t)stages)
            landed(k - stages);
        const unsigned bar = shared_u32(&bars[k % stages]);
        const unsigned dst = shared_u32(ring + (k % stages) * BULK_CHUNK);
        mbar_expect(bar, BULK_CHUNK);
        bulk_copy(dst, p + c * BULK_CHUNK, BULK_CHUNK, bar);
    }
    for (size_t j = k > (size_t)stages ? k - stages : 0; j < k; j++)
        landed(j);
}

/* A grid that fills every SM to the kernel's occupancy limit, computed once
 * per kernel. */
static int full_grid(const void *kernel, int threads, size_t smem, int *grid, pa_err *e)
{
    if (*grid)
        return *grid;
    const int sms = device_sms(e);
    if (sms < 0)
        return -1;
    int per_sm = 0;
    const cudaError_t err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, threads, smem);
    if (err != cudaSuccess)
        return pa_fail(e, "sizing a read kernel's grid: %s", cudaGetErrorString(err));
    *grid = sms * (per_sm > 0 ? per_sm : 1);
    return *grid;
}

/* Six slots where a CTA may have 192 KiB of shared memory (an H100 or H200);
 * as many as fit elsewhere, at least two. */
static int bulk_stages(pa_err *e)
{
    static int stages;
    if (stages)
        return stages;
    const int optin = device_smem_optin(e);
    if (optin < 0)
        return -1;
    const int fit = (optin - (int)sizeof(unsigned long long) * BULK_MAX_STAGES) / BULK_CHUNK;
    if (fit < 2)
        return pa_fail(e, "the read kernel needs two %d KiB slots of shared memory a CTA; the device allows %d bytes",
                       BULK_CHUNK / 1024, optin);
    const int n = fit < BULK_MAX_STAGES ? fit : BULK_MAX_STAGES;
    if (fit_block(reinterpret_cast<const void *>(read_bulk_kernel), 32, (size_t)BULK_CHUNK * n, e))
        return -1;
    stages = n;
    return stages;
}

static int read_bulk(const void *buf, size_t bytes, cudaStream_t s, pa_err *e)
{
    const int stages = bulk_stages(e);
    if (stages < 0)
        return -1;
    const size_t smem = (size_t)BULK_CHUNK * stages;
    static int grid;
    if (full_grid(reinterpret_cast<const void *>(read_bulk_kernel), 32, smem, &grid, e) < 0)
        return -1;
    read_bulk_kernel<<<grid, 32, smem, s>>>(static_cast<const char *>(buf), bytes / BULK_CHUNK, stages);
    return launched("read_bulk_kernel", e);
}

static int read_stream(const void *buf, size_t bytes, unsigned *sink, cudaStream_t s, pa_err *e)
{
    static int grid;
    if (full_grid(reinterpret_cast<const void *>(read_stream_kernel), READ_THREADS, 0, &grid, e) < 0)
        return -1;
    read_stream_kernel<<<grid, READ_THREADS, 0, s>>>(static_cast<const uint4 *>(buf), bytes / 16, sink);
    return launched("read_stream_kernel", e);
}

} /* namespace pa */

int pa_cuda_read_bulk(const void *buf, size_t bytes, cudaStream_t s, pa_err *e)
{
    return pa::read_bulk(buf, bytes, s, e);
}

int pa_cuda_l2_flush(const void *buf, size_t bytes, unsigned *sink, cudaStream_t s, pa_err *e)
{
    return pa::read_stream(buf, bytes, sink, s, e);
}
