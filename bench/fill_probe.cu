/* How fast can N CTAs, one an SM, fill their shared memory from a paged cache?
 *
 * The decode kernel's late CTAs (bench/RESULTS.md, launch round: 1 x 4096, 44 of
 * 88 CTAs start as the previous layer's leave) take 4-5 us to land 192 KiB each
 * while DRAM is far from busy. This probe isolates that fill: every CTA copies
 * `kib` KiB of K and V rows of one kv head (the cache layout of DESIGN.md, NHD,
 * fp16, head_dim 128, 8 kv heads, shuffled 16-token blocks) into shared memory
 * and records when it started and when its last byte landed, by three copy
 * mechanisms:
 *   cp16    16-byte cp.async from every lane, as kernels/mma_decode.cu copies
 *   bulk    one cp.async.bulk of 256 bytes a row (a token's K or V of one head)
 *   tensor  cp.async.bulk.tensor boxes of 16 tokens x 64 dims (2 KiB, 128-byte swizzle)
 * Each CTA has eight warps; a warp copies steps of 16 tokens, as the kernel's do.
 * The pool is 2 GiB of K and of V and each repetition reads other blocks, so L2
 * (50 MB) holds none of them.
 *
 * build: make (build/fill_probe, wherever nvcc is found)
 * run:   build/fill_probe [REPS]   (one table row per mechanism, CTA count and size) */
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "mbarrier.cuh"
#include "probe_check.h"

constexpr int HD = 128, KVH = 8, BS = 16, WARPS = 8;
constexpr long long BLOCK_ELEMS = (long long)BS * KVH * HD; /* one block of K */
constexpr int ROW = HD * 2;                                 /* bytes of a token's row of one head */

enum Mech { CP16 = 0, BULK = 1, TENSOR = 2 };
static const char *mech_name[] = {"cp16", "bulk", "tensor"};

/* a step's ring slot: K then V, 16 rows each; bulk copies cannot swizzle, so
 * their rows are padded to 272 bytes to keep ldmatrix free of bank conflicts */
__host__ __device__ constexpr int slot_bytes(int mech) { return BS * (mech == BULK ? ROW + 16 : ROW) * 2; }

struct Args {
    const __half *k, *v;
    const int *table; /* [ctas][steps] block ids */
    int steps;        /* 16-token steps a CTA copies */
    unsigned long long *stamps; /* [ctas][3]: start, landed, last warp's copies issued */
};

__device__ __forceinline__ unsigned long long now_ns()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
    return t;
}

template <int M> __global__ void __launch_bounds__(WARPS * 32, 1) fill(Args a, const __grid_constant__ CUtensorMap tk,
                                                                        const __grid_constant__ CUtensorMap tv)
{
    extern __shared__ __align__(1024) unsigned char smem[];
    const unsigned long long t_start = now_ns();
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const int kvh = blockIdx.x % KVH;
    /* eight CTAs, one a kv head, read the same blocks, as the decode kernel's do */
    const int *trow = a.table + (long long)(blockIdx.x / KVH) * a.steps;
    const int my_steps = (a.steps - w + WARPS - 1) / WARPS;
    const int step_bytes = BS * ROW * 2; /* K and V */
    const int slot = slot_bytes(M);
    unsigned char *ring = smem + 1024 + (size_t)w * my_steps * slot;
    const unsigned bar = shared_u32(smem) + 8 * w;
    if (M != CP16) {
        if (lane == 0) {
            mbar_init(bar, 1);
            mbar_init_fence();
        }
        __syncwarp();
        if (lane == 0)
            mbar_expect(bar, (unsigned)(my_steps * step_bytes));
        __syncwarp();
    }
    for (int i = 0; i < my_steps; i++) {
        const int step = i * WARPS + w;
        const int blk = __ldg(trow + step);
        const unsigned dst = shared_u32(ring + (size_t)i * slot);
        const long long base = (long long)blk * BLOCK_ELEMS + (long long)kvh * HD;
        if (M == CP16) {
            const int chunk = lane & 15, r0 = lane >> 4;
#pragma unroll
            for (int r = r0; r < BS; r += 2) {
                const long long off = base + (long long)r * KVH * HD + chunk * 8;
                const unsigned d = dst + (unsigned)((r * 16 + (chunk ^ (r & 7))) * 16);
                asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(d), "l"(a.k + off) : "memory");
                asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(d + BS * ROW), "l"(a.v + off)
                             : "memory");
            }
            asm volatile("cp.async.commit_group;" ::: "memory");
        } else if (M == BULK) {
            const int r = lane & 15;
            const __half *src = (lane < 16 ? a.k : a.v) + base + (long long)r * KVH * HD;
            const unsigned d = dst + (unsigned)((lane >> 4) * BS * (ROW + 16) + r * (ROW + 16));
            bulk_copy(d, src, ROW, bar);
        } else if (lane < 4) {
            /* K dims 0-63, K 64-127, V 0-63, V 64-127: 2 KiB boxes */
            const unsigned long long map = reinterpret_cast<unsigned long long>(lane < 2 ? &tk : &tv);
            const unsigned d = dst + (unsigned)(lane * BS * 128);
            const int c0 = (lane & 1) * 64;
            asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, "
                         "{%2, %3, %4, %5}], [%6];" ::"r"(d),
                         "l"(map), "r"(c0), "r"(kvh), "r"(0), "r"(blk), "r"(bar)
                         : "memory");
        }
    }
    const unsigned long long t_issued = now_ns();
    if (M == CP16)
        asm volatile("cp.async.wait_all;" ::: "memory");
    else
        mbar_wait(bar, 0);
    __syncthreads();
    if (threadIdx.x == 0) {
        a.stamps[3 * blockIdx.x] = t_start;
        a.stamps[3 * blockIdx.x + 1] = now_ns();
    }
    if (threadIdx.x == 32 * (WARPS - 1)) { /* the last warp issues its last copy last */
        a.stamps[3 * blockIdx.x + 2] = t_issued;
    }
}

typedef CUresult (*EncodeTiled)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
                                const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
                                CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

static CUtensorMap make_map(EncodeTiled enc, void *base, long long blocks)
{
    CUtensorMap m;
    const cuuint64_t dims[4] = {HD, KVH, BS, (cuuint64_t)blocks};
    const cuuint64_t strides[3] = {HD * 2, KVH * HD * 2, (cuuint64_t)BLOCK_ELEMS * 2};
    const cuuint32_t box[4] = {64, 1, BS, 1}, elem[4] = {1, 1, 1, 1};
    CUresult r = enc(&m, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, base, dims, strides, box, elem,
                     CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                     CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (r != CUDA_SUCCESS) {
        fprintf(stderr, "cuTensorMapEncodeTiled: %d\n", (int)r);
        exit(1);
    }
    return m;
}

int main(int argc, char **argv)
{
    static const char usage[] = "usage: fill_probe [REPS]\n"
                                "  times N CTAs (one an SM) landing 64-192 KiB of paged K/V rows each in shared\n"
                                "  memory by cp.async, bulk copies and tensor-map boxes; REPS repetitions a row\n"
                                "  (1..10000, default 20), medians printed\n";
    if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        fputs(usage, stdout);
        return 0;
    }
    char *end = nullptr;
    const long reps = argc > 1 ? strtol(argv[1], &end, 10) : 20;
    if (argc > 2 || (argc > 1 && (*end || end == argv[1])) || reps < 1 || reps > 10000) {
        fprintf(stderr, "fill_probe: REPS must be an integer in 1..10000 (got '%s')\n%s", argc > 1 ? argv[1] : "",
                usage);
        return 2;
    }
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        fprintf(stderr, "fill_probe: no CUDA device (%s)\n", cudaGetErrorString(cudaGetLastError()));
        return 1;
    }
    const long long pool_blocks = (2LL << 30) / (BLOCK_ELEMS * 2);
    __half *k, *v;
    CK(cudaMalloc(&k, pool_blocks * BLOCK_ELEMS * 2));
    CK(cudaMalloc(&v, pool_blocks * BLOCK_ELEMS * 2));
    CK(cudaMemset(k, 0x11, pool_blocks * BLOCK_ELEMS * 2));
    CK(cudaMemset(v, 0x22, pool_blocks * BLOCK_ELEMS * 2));
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));

    void *fn = nullptr;
    cudaDriverEntryPointQueryResult q;
    CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &q));
    if (!fn || q != cudaDriverEntryPointSuccess) {
        fprintf(stderr, "no cuTensorMapEncodeTiled\n");
        return 1;
    }
    const CUtensorMap tk = make_map((EncodeTiled)fn, k, pool_blocks), tv = make_map((EncodeTiled)fn, v, pool_blocks);

    const int max_steps = 28; /* 224 KiB of rows */
    int *table;
    unsigned long long *stamps;
    CK(cudaMalloc(&table, sizeof(int) * sms * max_steps));
    CK(cudaMalloc(&stamps, sizeof(unsigned long long) * 3 * sms));
    std::vector<int> perm(pool_blocks);
    for (long long i = 0; i < pool_blocks; i++)
        perm[i] = (int)i;
    srand(7);
    for (long long i = pool_blocks - 1; i > 0; i--)
        std::swap(perm[i], perm[rand() % (i + 1)]);

    void (*kern[3])(Args, CUtensorMap, CUtensorMap) = {fill<CP16>, fill<BULK>, fill<TENSOR>};
    for (int m = 0; m < 3; m++)
        CK(cudaFuncSetAttribute(kern[m], cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024));

    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    printf("%-7s %5s %5s %9s %9s %9s %9s %9s %9s %9s\n", "mech", "ctas", "KiB", "kern_us", "span_us", "cta_p50",
           "cta_max", "issued", "GB/s", "GB/s/SM");
    const int cta_counts[] = {1, 22, 44, 66, 88, 132};
    const int kibs[] = {64, 128, 192};
    long long cursor = 0;
    {
        Args a{k, v, table, 24, stamps};
        CK(cudaMemset(table, 0, sizeof(int) * sms * max_steps));
        cudaEvent_t t0;
        CK(cudaEventCreate(&t0));
        CK(cudaEventRecord(t0));
        for (float ms = 0; ms < 1000;) {
            for (int i = 0; i < 100; i++)
                fill<CP16><<<sms, WARPS * 32, 1024 + (size_t)24 * BS * ROW * 2>>>(a, tk, tv);
            CK(cudaGetLastError());
            CK(cudaEventRecord(e1));
            CK(cudaEventSynchronize(e1));
            CK(cudaEventElapsedTime(&ms, t0, e1));
        }
    }
    std::vector<int> host_table(sms * max_steps);
    std::vector<unsigned long long> st(3 * sms);
    for (int kib : kibs)
        for (int ctas : cta_counts) {
            if (ctas > sms)
                continue;
            for (int m = 0; m < 3; m++) {
                const int steps = kib * 1024 / (BS * ROW * 2);
                const int per_warp = (steps + WARPS - 1) / WARPS;
                const size_t smem = 1024 + (size_t)WARPS * per_warp * slot_bytes(m);
                std::vector<double> kern_us, span_us, p50, pmax, issued;
                const int entries = (ctas + KVH - 1) / KVH * steps; /* eight CTAs share a table row */
                for (long r = 0; r < reps + 2; r++) {
                    for (int i = 0; i < entries; i++)
                        host_table[i] = perm[(cursor++) % pool_blocks];
                    CK(cudaMemcpy(table, host_table.data(), sizeof(int) * entries, cudaMemcpyHostToDevice));
                    Args a{k, v, table, steps, stamps};
                    CK(cudaEventRecord(e0));
                    kern[m]<<<ctas, WARPS * 32, smem>>>(a, tk, tv);
                    CK(cudaGetLastError());
                    CK(cudaEventRecord(e1));
                    CK(cudaEventSynchronize(e1));
                    if (r < 2)
                        continue; /* warm-up */
                    float ms;
                    CK(cudaEventElapsedTime(&ms, e0, e1));
                    CK(cudaMemcpy(st.data(), stamps, sizeof(unsigned long long) * 3 * ctas, cudaMemcpyDeviceToHost));
                    unsigned long long lo = ~0ull, hi = 0;
                    std::vector<double> per, iss;
                    for (int c = 0; c < ctas; c++) {
                        lo = std::min(lo, st[3 * c]);
                        hi = std::max(hi, st[3 * c + 1]);
                        per.push_back((st[3 * c + 1] - st[3 * c]) * 1e-3);
                        iss.push_back((st[3 * c + 2] - st[3 * c]) * 1e-3);
                    }
                    std::sort(iss.begin(), iss.end());
                    issued.push_back(iss[iss.size() / 2]);
                    std::sort(per.begin(), per.end());
                    kern_us.push_back(ms * 1e3);
                    span_us.push_back((hi - lo) * 1e-3);
                    p50.push_back(per[per.size() / 2]);
                    pmax.push_back(per.back());
                }
                auto med = [](std::vector<double> x) {
                    std::sort(x.begin(), x.end());
                    return x[x.size() / 2];
                };
                const double span = med(span_us), bytes = (double)ctas * steps * BS * ROW * 2;
                printf("%-7s %5d %5d %9.2f %9.2f %9.2f %9.2f %9.2f %9.0f %9.1f\n", mech_name[m], ctas, kib, med(kern_us),
                       span, med(p50), med(pmax), med(issued), bytes / span * 1e-3, bytes / span * 1e-3 / ctas);
            }
        }
    printf("device SMs %d; medians over %ld repetitions; span = last landing - first start (globaltimer)\n", sms, reps);
    return 0;
}
