/* The decode kernels' stream alone: K/V rows landed exactly as
 * kernels/mma_decode.cu lands them (eight warps, a ring of three 16-token
 * steps a warp, 16-byte cp.async copies marked evict-first, K and V of a step
 * in one commit group, table entries 32 a warp, one window ahead), with no
 * arithmetic and no merge. Launched as the decode kernels are (PDL 1), what a
 * decode kernel takes past this is its own cost; what this takes past the
 * bulk-copy read (pa.read_bandwidth) is the addresses' and the grid's.
 *
 * Part 1, block tables and grids, over one sequence of 8 kv heads at head_dim
 * 128, fp16, laid out [block][token][kv head][128] as pabench's pools are;
 * 16-token and one-token blocks (a 2 KiB page of K a token), in order (the
 * contiguous allocator) and shuffled. Grids of 128 CTAs (on an H200 4 of 132
 * SMs idle, as in the decode kernels' 16 partitions of 8 kv heads):
 *   head   a CTA per (kv head, partition), heads varying fastest: the decode
 *          kernels' grid. At block 1 each CTA reads 256 bytes of each page.
 *   token  a CTA per 1/128 of the tokens, a warp per kv head: the 8 heads'
 *          rows of a token read by one CTA at about the same time.
 *   pair   two CTAs per (kv head, partition), side by side, each reading all
 *          of it (8 partitions): what a group of 16 heads split into two CTAs
 *          of 8 would read. Each row is landed twice, from DRAM once and (if
 *          at all) from L2 once; GB/s counts it once.
 * Each layer has K/V of its own (so every read is cold) and all share one
 * table, as the suite's layers do; a sample is LAYERS launches back to back,
 * plain or (PDL 1) as programmatic dependents.
 *
 * Part 2, how the SMs share a layer: a CTA on every SM, each taking the share
 * of the steps given to its SM (%smid), 16-token shuffled blocks. Equal
 * shares, against shares fitted to each SM's pace (each SM's end measured and
 * its share scaled by the mean end over its own, six passes). A launch that
 * put two CTAs on one SM would read one share twice and another not at all;
 * the probe counts such CTAs in its fitting passes and says so.
 *
 * Best-of and median over interleaved samples.
 * build: make (build/stream_probe, wherever nvcc is found)
 * run:   build/stream_probe [TOKENS [LAYERS [ROUNDS [CYCLES [HALVES [PDL [CHAIN]]]]]]]
 *        (default 65536 4 8 0 0 0 0)
 * CYCLES: a wait a warp makes per step between its data landing and its
 * refill, as the decode kernel's arithmetic on the step does (0: none): a
 * spin on the SM clock, or with CHAIN 1 a chain of dependent shared-memory
 * loads of about that length, which leaves the issue slots to other warps.
 * HALVES 1: a step's K refilled after the first half of that wait (the
 * kernel's K is read by then) and its V after the second, in commit groups of
 * their own, instead of both after the whole wait. HALVES 2: the whole step
 * refilled before the wait, as a kernel that reads a step's operands into
 * registers as it lands and refills its slot before the arithmetic.
 * PDL 1: part 1's layers launched as programmatic dependents, as pabench
 * launches a step's decode kernels: a layer's CTAs start as the layer before
 * leaves SMs free, copy their ring, and wait for that layer to end before
 * their refills (part 2 always launches plainly). */
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "mbarrier.cuh" /* shared_u32 */
#include "probe_check.h"

constexpr int KVH = 8, HD = 128, SET = 16, WARPS = 8, STAGES = 3, PARTS = 16;
constexpr int ROW = HD * 2;           /* bytes of one kv head's row of one token */
constexpr int SLOT = 2 * SET * ROW;   /* K then V of a step: 8 KiB */
constexpr int RING = WARPS * STAGES * SLOT;
constexpr unsigned MAGIC = 0x9e3779b9u;

__device__ __forceinline__ void cp_async16(unsigned dst, const void *src, unsigned long long policy)
{
    asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src), "l"(policy)
                 : "memory");
}

enum Grid { BY_HEAD, BY_TOKEN, BY_PAIR, BY_SM };

__device__ __forceinline__ long long now_ns()
{
    long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void __launch_bounds__(WARPS * 32, 1)
    read_rows(const char *__restrict__ k, const char *__restrict__ v, const int *__restrict__ table, int tokens,
              int shift, int grid, long long cycles, int chain, int halves, int dependent,
              const int2 *__restrict__ share,
              long long *rec,
              unsigned *sink)
{
    extern __shared__ __align__(128) unsigned char ring[];
    const long long started = now_ns();
    if (dependent) /* the next layer's CTAs may start as this one's leave, as the decode kernels allow */
        asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    unsigned smid;
    asm("mov.u32 %0, %%smid;" : "=r"(smid));
    int head, t0, len;
    if (grid == BY_SM) { /* this SM's share of the steps (host: shares indexed by SM), a warp per kv head */
        /* %smid is below the SM count on the devices this probe knows; past it, nothing to read */
        const int2 sh = smid < gridDim.x ? share[smid] : make_int2(0, 0);
        t0 = sh.x * SET;
        len = sh.y * SET;
        head = w;
    } else if (grid == BY_TOKEN) {
        len = tokens / gridDim.x;
        t0 = blockIdx.x * len;
        head = w;
    } else if (grid == BY_PAIR) {
        len = tokens / (PARTS / 2);
        t0 = (blockIdx.x / (2 * KVH)) * len;
        head = (blockIdx.x / 2) % KVH;
    } else {
        len = tokens / PARTS;
        t0 = (blockIdx.x / KVH) * len;
        head = blockIdx.x % KVH;
    }
    unsigned long long policy;
    asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;\n" : "=l"(policy));
    const long long bstride = (long long)ROW * KVH << shift; /* bytes of a block */
    const int mask = (1 << shift) - 1, nblocks = tokens >> shift;
    const int steps = max(0, min(len, tokens - t0)) / SET;
    /* this warp's step i covers tokens t0 + SET * (first + i * every) */
    const bool own = grid == BY_TOKEN || grid == BY_SM;
    const int first = own ? 0 : w, every = own ? 1 : WARPS;
    const int nk = first < steps ? (steps - first + every - 1) / every : 0;
    unsigned char *mine = ring + (size_t)w * STAGES * SLOT;
    const int chunk = lane & 15, r0 = lane >> 4;

    /* table entries as the decode kernels read them: 32 a warp, a lane each,
     * one window ahead of the copies that use them */
    const int lgE = shift >= 4 ? 0 : 4 - shift, SW = 32 >> lgE;
    auto load_win = [&](int k0) {
        const int kk = k0 + (lane >> lgE);
        const int lb = ((t0 + SET * (first + kk * every)) >> shift) + (lane & ((1 << lgE) - 1));
        return lb < nblocks ? __ldg(table + lb) : 0;
    };
    int k0 = 0, win = load_win(0), win_next = load_win(SW);
    /* part 0: K and V of step i, 1: its K only, 2: its V only; one commit group a call */
    auto issue = [&](int i, int st, int part) {
        if (i < nk) {
            if (i - k0 >= SW) {
                win = win_next;
                k0 += SW;
                win_next = load_win(k0 + SW);
            }
            const int tok0 = t0 + SET * (first + i * every), rel = (i - k0) << lgE;
            const unsigned dst = shared_u32(mine + (size_t)st * SLOT);
#pragma unroll
            for (int j = 0; j < SET / 2; j++) {
                const int r = 2 * j + r0, t = tok0 + r;
                const int blk = __shfl_sync(0xffffffffu, win, rel + (r >> shift));
                const long long off =
                    blk * bstride + (long long)(t & mask) * ROW * KVH + head * ROW + chunk * 16;
                if (part != 2)
                    cp_async16(dst + (r * 16 + chunk) * 16, k + off, policy);
                if (part != 1)
                    cp_async16(dst + SET * ROW + (r * 16 + chunk) * 16, v + off, policy);
            }
        }
        asm volatile("cp.async.commit_group;\n" ::: "memory");
    };
    /* The step's arithmetic, by its length alone: a spin on the SM clock, which
     * issues all the while, or (chain) a chain of dependent shared-memory loads
     * from the step's own V (landed, not yet refilled), about 30 cycles each,
     * which leaves the issue slots to the other warps as a latency-bound step does. */
    unsigned kept = 0;
    auto work = [&](long long n, int st) {
        if (!chain) {
            for (const long long c0 = clock64(); clock64() - c0 < n;)
                ;
            return;
        }
        const volatile unsigned *vrow =
            reinterpret_cast<const volatile unsigned *>(mine + (size_t)st * SLOT + SET * ROW);
        unsigned x = lane;
        for (long long j = 0; j < n / 30; j++)
            x = vrow[x & (SET * ROW / 4 - 1)];
        kept ^= x;
    };
    for (int st = 0; st < STAGES; st++) {
        issue(st, st, halves == 1 ? 1 : 0);
        if (halves == 1)
            issue(st, st, 2);
    }
    /* a dependent layer's ring is copied before the layer before it ends, its refills after */
    if (dependent)
        asm volatile("griddepcontrol.wait;\n" ::: "memory");
    if (halves != 1) {
        for (int i = 0; i < nk; i++) {
            asm volatile("cp.async.wait_group %0;\n" ::"n"(STAGES - 1) : "memory");
            if (halves == 2) /* the step's operands are taken as it lands: its slot is free at once */
                issue(i + STAGES, i % STAGES, 0);
            if (cycles)
                work(cycles, i % STAGES);
            if (halves != 2)
                issue(i + STAGES, i % STAGES, 0);
        }
    } else { /* K refilled once the first half of the step is done (its K read), V after the rest */
        for (int i = 0; i < nk; i++) {
            asm volatile("cp.async.wait_group %0;\n" ::"n"(2 * STAGES - 2) : "memory");
            work(cycles / 2, i % STAGES);
            issue(i + STAGES, i % STAGES, 1);
            work(cycles - cycles / 2, i % STAGES);
            issue(i + STAGES, i % STAGES, 2);
        }
    }
    asm volatile("cp.async.wait_group 0;\n" ::: "memory");
    if (rec) {
        __syncthreads();
        if (threadIdx.x == 0) {
            rec[3 * blockIdx.x] = smid;
            rec[3 * blockIdx.x + 1] = started;
            rec[3 * blockIdx.x + 2] = now_ns();
        }
    }
    __syncwarp();
    const unsigned x = reinterpret_cast<const unsigned *>(mine)[lane] ^ kept;
    if (x == MAGIC)
        *sink = x;
}

struct Variant {
    const char *name;
    int shift, shuffled, grid;
    int *table = nullptr;
    std::vector<float> ms;
};

int main(int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        printf("usage: stream_probe [TOKENS [LAYERS [ROUNDS [CYCLES [HALVES [PDL [CHAIN]]]]]]]\n"
               "  (default 65536 4 8 0 0 0 0)\n"
               "  the decode kernels' K/V stream alone, through block tables and grids, and how the SMs\n"
               "  share a layer (bench/stream_probe.cu says what each row is)\n");
        return 0;
    }
    const int tokens = argc > 1 ? atoi(argv[1]) : 65536, layers = argc > 2 ? atoi(argv[2]) : 4,
              rounds = argc > 3 ? atoi(argv[3]) : 8, per_round = 4;
    const long long cycles = argc > 4 ? atoll(argv[4]) : 0;
    const int halves = argc > 5 ? atoi(argv[5]) : 0, pdl = argc > 6 ? atoi(argv[6]) : 0,
              chain = argc > 7 ? atoi(argv[7]) : 0;
    if (tokens < 2048 || tokens % 2048 || layers < 1 || rounds < 1 || cycles < 0 || halves < 0 || halves > 2 ||
        (pdl != 0 && pdl != 1) || (chain != 0 && chain != 1)) {
        fprintf(stderr,
                "stream_probe: TOKENS must be a multiple of 2048, LAYERS and ROUNDS at least 1, CYCLES at least 0, "
                "HALVES 0, 1 or 2, PDL and CHAIN 0 or 1; got %d %d %d %lld %d %d %d (see --help)\n",
                tokens, layers, rounds, cycles, halves, pdl, chain);
        return 2;
    }
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const size_t half = (size_t)tokens * KVH * ROW; /* K (or V) bytes of a layer */
    std::vector<char *> kb(layers), vb(layers);
    for (int l = 0; l < layers; l++) {
        CK(cudaMalloc(&kb[l], half));
        CK(cudaMalloc(&vb[l], half));
        CK(cudaMemset(kb[l], 1, half));
        CK(cudaMemset(vb[l], 2, half));
    }
    unsigned *sink;
    CK(cudaMalloc(&sink, sizeof(unsigned)));
    const int smem = RING;
    CK(cudaFuncSetAttribute(read_rows, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));

    std::vector<Variant> vs = {
        {"head  b16 contiguous", 4, 0, 0}, {"head  b16 shuffled", 4, 1, 0}, {"head  b1  contiguous", 0, 0, 0},
        {"head  b1  shuffled", 0, 1, 0},   {"token b16 contiguous", 4, 0, 1}, {"token b16 shuffled", 4, 1, 1},
        {"token b1  contiguous", 0, 0, 1}, {"token b1  shuffled", 0, 1, 1},   {"pair  b16 contiguous", 4, 0, 2},
        {"pair  b16 shuffled", 4, 1, 2},
    };
    std::mt19937 rng(7);
    for (auto &v : vs) {
        std::vector<int> t((size_t)tokens >> v.shift);
        std::iota(t.begin(), t.end(), 0);
        if (v.shuffled)
            std::shuffle(t.begin(), t.end(), rng);
        CK(cudaMalloc(&v.table, t.size() * sizeof(int)));
        CK(cudaMemcpy(v.table, t.data(), t.size() * sizeof(int), cudaMemcpyHostToDevice));
    }
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    /* PDL 1: each layer launched as a programmatic dependent of the one before, as pabench
     * launches a step's decode kernels: its ring copied before that layer ends */
    cudaLaunchAttribute dependent_attr;
    dependent_attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    dependent_attr.val.programmaticStreamSerializationAllowed = 1;
    auto run = [&](const Variant &v) {
        for (int l = 0; l < layers; l++) { /* 128 CTAs */
            cudaLaunchConfig_t cfg = {};
            cfg.gridDim = dim3(PARTS * KVH);
            cfg.blockDim = dim3(WARPS * 32);
            cfg.dynamicSmemBytes = smem;
            cfg.attrs = pdl ? &dependent_attr : nullptr;
            cfg.numAttrs = pdl ? 1 : 0;
            CK(cudaLaunchKernelEx(&cfg, read_rows, (const char *)kb[l], (const char *)vb[l], (const int *)v.table,
                                  tokens, v.shift, v.grid, cycles, chain, halves, pdl, (const int2 *)nullptr,
                                  (long long *)nullptr, sink));
        }
    };
    for (auto &v : vs) /* warm-up: first launches, clocks */
        run(v);
    CK(cudaDeviceSynchronize());
    /* one sample's ms, from an event before its launches to one after */
    auto sample = [&](auto &&launches) {
        CK(cudaEventRecord(e0));
        launches();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        return ms;
    };
    /* best and median us a layer of a set of samples */
    auto per_layer = [&](std::vector<float> ms, double &best, double &med) {
        std::sort(ms.begin(), ms.end());
        best = ms.front() * 1e3 / layers;
        med = ms[ms.size() / 2] * 1e3 / layers;
    };
    for (int r = 0; r < rounds; r++)
        for (auto &v : vs)
            for (int i = 0; i < per_round; i++)
                v.ms.push_back(sample([&] { run(v); }));
    printf("%s, %d SMs; 1 x %d tokens, 8 kv heads, head_dim 128, fp16 (%.1f MB of K+V a layer), %d layers a "
           "sample%s, %d samples; %lld cycles a step%s%s\n",
           prop.name, prop.multiProcessorCount, tokens, 2.0 * half / 1e6, layers,
           pdl ? " launched as programmatic dependents" : "", rounds * per_round, cycles,
           chain && cycles ? " (a chain of dependent loads)" : "",
           halves == 1   ? ", K refilled after the first half and V after the second"
           : halves == 2 ? ", each step refilled before the wait"
                         : "");
    printf("%-22s %10s %8s %10s %8s %9s\n", "grid, block, table", "best us", "GB/s", "median us", "GB/s",
           "vs b16 in order, same grid");
    double base = 0;
    for (auto &v : vs) {
        double best, med;
        per_layer(v.ms, best, med);
        if (v.shift == 4 && !v.shuffled && v.grid != BY_PAIR) /* pair rows: against the head grid */
            base = best;
        printf("%-22s %10.2f %8.0f %10.2f %8.0f %8.3f\n", v.name, best, 2.0 * half / best / 1e3, med,
               2.0 * half / med / 1e3, best / base);
    }

    /* ---- How the SMs share the read: a CTA on every SM, each taking its SM's
     * share of the steps (all 8 kv heads, 16-token shuffled blocks). Equal
     * shares, against shares fitted to each SM's pace: every SM's end (from its
     * launch's first CTA start) measured over the launches, and its share
     * scaled by the mean end over its own, six times. */
    const int nsm = prop.multiProcessorCount, total = tokens / SET;
    const int *table16 = vs[1].table;
    int2 *equal_d, *fitted_d;
    long long *rec_d;
    CK(cudaMalloc(&equal_d, nsm * sizeof(int2)));
    CK(cudaMalloc(&fitted_d, nsm * sizeof(int2)));
    CK(cudaMalloc(&rec_d, (size_t)layers * nsm * 3 * sizeof(long long)));
    std::vector<long long> rec((size_t)layers * nsm * 3);
    auto upload = [&](int2 *dst, const std::vector<double> &wt) {
        std::vector<int2> sh(nsm);
        double sum = 0, acc = 0;
        for (double x : wt)
            sum += x;
        int prev = 0;
        for (int i = 0; i < nsm; i++) {
            acc += wt[i];
            const int end = i == nsm - 1 ? total : (int)std::llround(acc / sum * total);
            sh[i] = make_int2(prev, end - prev);
            prev = end;
        }
        CK(cudaMemcpy(dst, sh.data(), nsm * sizeof(int2), cudaMemcpyHostToDevice));
    };
    long long misplaced = 0; /* CTAs of the fitting passes on an SM another of their launch had, or past the count */
    /* one sample of `layers` launches over shares `sh`; with ends != null, each SM's end added */
    auto run_sm = [&](const int2 *sh, std::vector<double> *ends) {
        for (int l = 0; l < layers; l++)
            read_rows<<<nsm, WARPS * 32, smem>>>(kb[l], vb[l], table16, tokens, 4, BY_SM, cycles, chain, halves, 0,
                                                 sh, rec_d + (size_t)l * nsm * 3, sink);
        CK(cudaGetLastError());
        if (!ends)
            return;
        CK(cudaMemcpy(rec.data(), rec_d, rec.size() * sizeof(long long), cudaMemcpyDeviceToHost));
        for (int l = 0; l < layers; l++) {
            const long long *r = rec.data() + (size_t)l * nsm * 3;
            long long t0 = r[1];
            std::vector<int> seen(nsm, 0);
            for (int c = 0; c < nsm; c++) {
                t0 = std::min(t0, r[3 * c + 1]);
                misplaced += r[3 * c] >= nsm || seen[r[3 * c]]++ > 0;
            }
            for (int c = 0; c < nsm; c++)
                if (r[3 * c] < nsm)
                    (*ends)[r[3 * c]] += (r[3 * c + 2] - t0) * 1e-3 / layers;
        }
    };
    auto spread = [&](const std::vector<double> &e, double &mean) {
        mean = 0;
        for (double x : e)
            mean += x;
        mean /= nsm;
        return *std::max_element(e.begin(), e.end()) - *std::min_element(e.begin(), e.end());
    };
    std::vector<double> wt(nsm, 1.0);
    upload(equal_d, wt);
    printf("\nHow the SMs share it: a CTA an SM (%d), each its SM's share of the steps, 16-token shuffled "
           "blocks.\nfitting the shares (each SM's end from its launch's first start, mean of 8 samples):\n",
           nsm);
    for (int it = 0; it <= 6; it++) {
        upload(fitted_d, wt);
        std::vector<double> ends(nsm, 0.0);
        for (int rep = 0; rep < 8; rep++)
            run_sm(fitted_d, &ends);
        for (double &x : ends)
            x /= 8;
        double mean;
        const double sp = spread(ends, mean);
        printf("  pass %d: ends %.2f us on average, %.2f us from first to last SM\n", it, mean, sp);
        if (it < 6)
            for (int i = 0; i < nsm; i++)
                wt[i] *= mean / std::max(ends[i], 1e-3); /* a share of no steps still ends a little after its start */
    }
    const double wmin = *std::min_element(wt.begin(), wt.end()), wmax = *std::max_element(wt.begin(), wt.end());
    printf("  fitted shares: the largest %.3f x the smallest\n", wmax / wmin);
    std::vector<float> eq_ms, fit_ms;
    for (int r = 0; r < rounds; r++)
        for (int which = 0; which < 2; which++)
            for (int i = 0; i < per_round; i++)
                (which ? fit_ms : eq_ms).push_back(sample([&] { run_sm(which ? fitted_d : equal_d, nullptr); }));
    for (int which = 0; which < 2; which++) {
        double best, med;
        per_layer(which ? fit_ms : eq_ms, best, med);
        printf("%-22s %10.2f %8.0f %10.2f %8.0f\n", which ? "sm    fitted shares" : "sm    equal shares", best,
               2.0 * half / best / 1e3, med, 2.0 * half / med / 1e3);
    }
    if (misplaced)
        printf("WARNING: %lld CTAs of the fitting passes ran on an SM another CTA of their launch had, or on one "
               "past the SM count: some shares were read twice, others not at all\n",
               misplaced);
    return 0;
}
