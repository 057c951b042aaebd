/* How fast can an H200 stream a buffer it reads once, and which read kernel
 * shows it?
 *
 * Every "% of peak" pabench prints is against pa.read_bandwidth(). Until the
 * scenarios round that was the median of eleven 2 GiB passes of a load-based
 * kernel (ld4 below), and decode kernels read up to 100.5 % of it (the suite's
 * D256 8 x 32768 and 32 x 8192 fragmented), so it was not the ceiling a
 * "100 %" should be. This probe times read kernels
 * and sizes side by side, interleaved, and prints best-of and median GB/s for
 * each:
 *   ld4        the load-based kernel of the earlier figure (evict-first loads),
 *              512 threads
 *   ld4_cg     the same with normal-priority loads
 *   ld8        eight loads in flight a thread, 512 threads
 *   ld8_256    eight loads, 256 threads
 *   slab8      each CTA reads its own contiguous slab, eight loads a thread
 *   cpasync    16-byte cp.async into a shared ring of four stages, as the
 *              decode kernels land K/V (256 threads, 32 KiB a stage)
 *   bulkCxS    cp.async.bulk of C KiB chunks into a ring of S stages (one
 *              thread a CTA issues, an mbarrier a stage): 32x6, 16x12, 64x3
 *              and 16x8 at one CTA an SM, 32x3 and 8x12 at two; the first is
 *              the read pa.read_bandwidth() times (kernels/bandwidth.cu)
 *
 * build: make (build/read_probe, wherever nvcc is found)
 * run:   build/read_probe [ROUNDS]   (one row per kernel and size) */
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "mbarrier.cuh"
#include "probe_check.h"

constexpr unsigned MAGIC = 0x9e3779b9u;

template <bool EF> __device__ __forceinline__ uint4 ld(const uint4 *p) { return EF ? __ldcs(p) : __ldcg(p); }

template <int U, bool EF> __global__ void grid_stride(const uint4 *__restrict__ p, size_t n, unsigned *sink)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = 0;
    for (; i + (U - 1) * stride < n; i += U * stride) {
        uint4 v[U];
#pragma unroll
        for (int u = 0; u < U; u++)
            v[u] = ld<EF>(p + i + u * stride);
#pragma unroll
        for (int u = 0; u < U; u++)
            x ^= v[u].x ^ v[u].y ^ v[u].z ^ v[u].w;
    }
    for (; i < n; i += stride) {
        const uint4 a = ld<EF>(p + i);
        x ^= a.x ^ a.y ^ a.z ^ a.w;
    }
    if (x == MAGIC)
        *sink = x;
}

/* each CTA a contiguous slab; within it, U loads a thread, the CTA's threads
 * side by side (so one iteration of a CTA reads blockDim * U * 16 contiguous bytes) */
template <int U> __global__ void slab(const uint4 *__restrict__ p, size_t n, unsigned *sink)
{
    const size_t per = (n + gridDim.x - 1) / gridDim.x;
    const size_t lo = (size_t)blockIdx.x * per, hi = lo + per < n ? lo + per : n;
    unsigned x = 0;
    size_t i = lo + threadIdx.x;
    for (; i + (U - 1) * blockDim.x < hi; i += U * blockDim.x) {
        uint4 v[U];
#pragma unroll
        for (int u = 0; u < U; u++)
            v[u] = __ldcs(p + i + u * blockDim.x);
#pragma unroll
        for (int u = 0; u < U; u++)
            x ^= v[u].x ^ v[u].y ^ v[u].z ^ v[u].w;
    }
    for (; i < hi; i += blockDim.x) {
        const uint4 a = __ldcs(p + i);
        x ^= a.x ^ a.y ^ a.z ^ a.w;
    }
    if (x == MAGIC)
        *sink = x;
}

constexpr int CP_THREADS = 256, CP_U = 8, CP_STAGES = 4;
constexpr int CP_STAGE_BYTES = CP_THREADS * CP_U * 16; /* 32 KiB */

__global__ void __launch_bounds__(CP_THREADS) cpasync(const uint4 *__restrict__ p, size_t n, unsigned *sink)
{
    extern __shared__ uint4 ring[];
    const size_t chunk = CP_THREADS * CP_U; /* uint4s a stage */
    const size_t chunks = n / chunk;
    int stage = 0;
    for (size_t c = blockIdx.x; c < chunks; c += gridDim.x) {
        const uint4 *src = p + c * chunk;
        uint4 *dst = ring + (size_t)stage * chunk;
#pragma unroll
        for (int u = 0; u < CP_U; u++) {
            const unsigned d = shared_u32(dst + u * CP_THREADS + threadIdx.x);
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(d), "l"(src + u * CP_THREADS + threadIdx.x)
                         : "memory");
        }
        asm volatile("cp.async.commit_group;\n" ::: "memory");
        asm volatile("cp.async.wait_group %0;\n" ::"n"(CP_STAGES - 1) : "memory");
        stage = stage + 1 == CP_STAGES ? 0 : stage + 1;
    }
    asm volatile("cp.async.wait_group 0;\n" ::: "memory");
    __syncthreads();
    if (ring[threadIdx.x].x == MAGIC && ring[threadIdx.x].y == MAGIC)
        *sink = ring[threadIdx.x].z;
}

constexpr int BULK_MAX_STAGES = 16;


/* one thread a CTA keeps `stages` bulk copies of `chunk` bytes in flight */
__global__ void bulk(const char *__restrict__ p, size_t bytes, unsigned *sink, int chunk, int stages)
{
    extern __shared__ __align__(128) unsigned char bring[];
    __shared__ __align__(8) unsigned long long bars[BULK_MAX_STAGES];
    const size_t chunks = bytes / chunk;
    if (threadIdx.x == 0) {
        for (int s = 0; s < stages; s++)
            mbar_init(shared_u32(&bars[s]), 1);
        mbar_init_fence();
        int k = 0;
        for (size_t c = blockIdx.x; c < chunks; c += gridDim.x, k++) {
            const int s = k % stages;
            const unsigned bar = shared_u32(&bars[s]);
            if (k >= stages) /* the stage's previous copy has landed */
                mbar_wait(bar, (unsigned)((k / stages - 1) & 1));
            mbar_expect(bar, (unsigned)chunk);
            const unsigned dst = shared_u32(bring + (size_t)s * chunk);
            bulk_copy(dst, p + c * chunk, (unsigned)chunk, bar);
        }
        for (int j = k > stages ? k - stages : 0; j < k; j++)
            mbar_wait(shared_u32(&bars[j % stages]), (unsigned)((j / stages) & 1));
    }
    __syncthreads();
    if (bring[threadIdx.x] == 0xA5 && bring[threadIdx.x + 1] == 0x5A)
        *sink = bring[threadIdx.x + 2];
}

struct Variant {
    const char *name;
    int threads, smem, chunk, stages;
    void (*launch)(const Variant &, int grid, const void *buf, size_t bytes, unsigned *sink);
    int grid;
    std::vector<float> ms;
};

template <typename K> static int occupancy(K kernel, int threads, int smem)
{
    int n = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, kernel, threads, smem));
    return n;
}

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? atoi(argv[1]) : 4, per_round = 4;
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const int sms = prop.multiProcessorCount;
    CK(cudaFuncSetAttribute(cpasync, cudaFuncAttributeMaxDynamicSharedMemorySize, CP_STAGES * CP_STAGE_BYTES));

    auto bulk_launch = [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
        bulk<<<g, v.threads, v.smem>>>((const char *)b, n, s, v.chunk, v.stages);
    };
    std::vector<Variant> vs = {
        {"ld4", 512, 0, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             grid_stride<4, true><<<g, v.threads>>>((const uint4 *)b, n / 16, s);
         }},
        {"ld4_cg", 512, 0, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             grid_stride<4, false><<<g, v.threads>>>((const uint4 *)b, n / 16, s);
         }},
        {"ld8", 512, 0, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             grid_stride<8, true><<<g, v.threads>>>((const uint4 *)b, n / 16, s);
         }},
        {"ld8_256", 256, 0, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             grid_stride<8, true><<<g, v.threads>>>((const uint4 *)b, n / 16, s);
         }},
        {"slab8", 512, 0, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             slab<8><<<g, v.threads>>>((const uint4 *)b, n / 16, s);
         }},
        {"cpasync", CP_THREADS, CP_STAGES * CP_STAGE_BYTES, 0, 0,
         [](const Variant &v, int g, const void *b, size_t n, unsigned *s) {
             cpasync<<<g, v.threads, v.smem>>>((const uint4 *)b, n / 16, s);
         }},
        {"bulk32x6", 32, 0, 32768, 6, bulk_launch},
        {"bulk16x12", 32, 0, 16384, 12, bulk_launch},
        {"bulk64x3", 32, 0, 65536, 3, bulk_launch},
        {"bulk16x8", 32, 0, 16384, 8, bulk_launch},
        {"bulk32x3", 32, 0, 32768, 3, bulk_launch}, /* two CTAs an SM */
        {"bulk8x12", 32, 0, 8192, 12, bulk_launch}, /* two CTAs an SM */
    };
    CK(cudaFuncSetAttribute(bulk, cudaFuncAttributeMaxDynamicSharedMemorySize, 196608));
    for (auto &v : vs)
        if (v.chunk)
            v.smem = v.chunk * v.stages;
    vs[0].grid = sms * occupancy(grid_stride<4, true>, 512, 0);
    vs[1].grid = sms * occupancy(grid_stride<4, false>, 512, 0);
    vs[2].grid = sms * occupancy(grid_stride<8, true>, 512, 0);
    vs[3].grid = sms * occupancy(grid_stride<8, true>, 256, 0);
    vs[4].grid = sms * occupancy(slab<8>, 512, 0);
    vs[5].grid = sms * occupancy(cpasync, CP_THREADS, CP_STAGES * CP_STAGE_BYTES);
    for (auto &v : vs)
        if (v.chunk)
            v.grid = sms * occupancy(bulk, v.threads, v.smem);

    printf("%s, %d SMs, L2 %.1f MB\n", prop.name, sms, prop.l2CacheSize / 1e6);
    const size_t sizes[] = {(size_t)2 << 30, (size_t)8 << 30, (size_t)16 << 30};
    unsigned *sink;
    CK(cudaMalloc(&sink, sizeof(unsigned)));
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    printf("%-8s %5s %7s %7s %10s %10s %10s  (GB/s over %d runs)\n", "kernel", "GiB", "grid", "threads", "best",
           "median", "worst", rounds * per_round);
    for (size_t bytes : sizes) {
        void *buf;
        CK(cudaMalloc(&buf, bytes));
        CK(cudaMemset(buf, 0, bytes));
        for (auto &v : vs) {
            v.ms.clear();
            v.launch(v, v.grid, buf, bytes, sink); /* warm-up */
        }
        CK(cudaDeviceSynchronize());
        for (int r = 0; r < rounds; r++)
            for (auto &v : vs)
                for (int i = 0; i < per_round; i++) {
                    CK(cudaEventRecord(e0));
                    v.launch(v, v.grid, buf, bytes, sink);
                    CK(cudaGetLastError());
                    CK(cudaEventRecord(e1));
                    CK(cudaEventSynchronize(e1));
                    float t;
                    CK(cudaEventElapsedTime(&t, e0, e1));
                    v.ms.push_back(t);
                }
        for (auto &v : vs) {
            std::sort(v.ms.begin(), v.ms.end());
            auto gbps = [&](float ms) { return bytes / (ms * 1e-3) / 1e9; };
            printf("%-8s %5zu %7d %7d %10.1f %10.1f %10.1f\n", v.name, bytes >> 30, v.grid, v.threads,
                   gbps(v.ms.front()), gbps(v.ms[v.ms.size() / 2]), gbps(v.ms.back()));
        }
        fflush(stdout);
        CK(cudaFree(buf));
    }
    return 0;
}
