/* The fp16/bf16 decode core that paged, split_kv and gqa share: one CTA per
 * (sequence, block of query heads, KV partition), tensor cores for both products.
 *
 * Why this shape. Decode reads every K/V byte once and does little arithmetic
 * with it, so the kernel is a stream: what decides its speed is how many bytes
 * each SM has requested and not yet received. Each warp therefore owns a ring of
 * `stages` shared-memory buffers of 16 tokens (K and V rows, 16-byte cp.async
 * copies, zero-filled past the context or under a -1 block) and keeps all but
 * one of them in flight while it computes on the oldest. Block-table entries are
 * read 32 at a time by the warp's lanes, one window ahead of the copies that use
 * them, so a copy never waits on its table lookup.
 *
 * The arithmetic runs on mma.sync m16n8k16 in the transposed orientation, so the
 * 16 tokens of a step are the M side and up to 8 query heads the N side:
 *   S^T[tok][head] = K[tok][:] . Q^T[:][head]          (k = head_dim)
 *   O^T[d][head]  += V^T[d][tok] . P^T[tok][head]      (k = the 16 tokens)
 * K comes from shared memory with ldmatrix, V with ldmatrix.trans; the scores
 * leave the first product as an 8x8 tile per token half, and movmatrix turns
 * them into the second product's operand. With the heads on N, a group of one
 * (split_kv, paged) wastes seven eighths of a tensor-core instruction, which
 * costs nothing next to the bytes, and a group of 16 costs two instructions
 * where scalar code paid sixteen dot products per token. Q stays in its storage
 * type (exact) and the scale is applied to the fp32 score; P is rounded to the
 * storage type for the second product, as flash attention does.
 *
 * Online softmax per lane: the lanes of a quad column share a head pair, so a
 * step's maximum is three xor-shuffles and the running sum stays lane-local
 * until the end. The warps of a CTA merge through shared memory once. A
 * partition length is the same for every sequence of the launch (from the
 * longest one), so a short sequence in a batch with a long one is not cut into
 * slivers; a CTA past its sequence's end leaves at once. When a sequence has
 * more than one partition, each CTA stores a partial (m, l, acc) and the last
 * one to finish, found with an atomic counter, merges them: no second kernel.
 * A small grid's partitions form a thread-block cluster instead and merge in
 * its distributed shared memory; short partitions of a grid resident at once
 * leave flagged words that partition 0 waits for (the flagged merge). */
#include "kernels.h"
#include "mma_merge.cuh"
#include "mma_ptx.cuh"
#include "pa_device.cuh"
#include "plan.h"

namespace pa {

constexpr int SET = PA_MMA_STEP; /* tokens a warp takes per step: the M extent of one mma */
constexpr int MMA_MAX_WARPS = PA_MMA_MAX_WARPS;
static_assert(SET == 16, "a step's tokens are the M extent of mma.m16n8k16");
constexpr unsigned FULL = 0xffffffffu;

/* ---- layout ----------------------------------------------------------------- */

/* One ring slot holds K then V of a step: [16 tokens][head_dim / 8 chunks] of 16
 * bytes each. A chunk's column is xor-ed with the token's low three bits, so the
 * eight rows one ldmatrix phase reads fall in eight different bank groups. */
template <typename T, int HD> struct Slot {
    static constexpr int CPR = HD * (int)sizeof(T) / 16; /* chunks per row */
    static constexpr int HALF = SET * CPR * 16;          /* bytes of K (or V) */
    static constexpr int BYTES = 2 * HALF;
    static_assert(CPR >= 8 && CPR <= 32, "a row must be 8 to 32 chunks");
    __device__ static unsigned at(int tok, int chunk) { return (unsigned)((tok * CPR + (chunk ^ (tok & 7))) * 16); }
};

__host__ __device__ constexpr size_t smax(size_t x, size_t y) { return x > y ? x : y; }

/* Row stride, in floats, of the warps' accumulators in shared memory. A lane
 * holds columns g and g + 8 of heads 2c and 2c + 1, so with rows of head_dim
 * floats the four lanes of a column would store to one bank (four wavefronts a
 * store, 0.5 us of a decode step's tail on an H200); four floats more put
 * them 8 banks apart, and rows stay 16-byte aligned for the merge's reads. */
__host__ __device__ constexpr int acc_stride(int hd) { return hd + 4; }

/* The rings, reused at the end for the warps' (m, l, acc) of the qsp heads each
 * holds, then the CTA's own (m, l, acc) after them (what a cluster's merge
 * reads), or the merge; after it a mask per warp and ring slot and a flag. With
 * `pair` two warps share a ring and the CTA serves twice a warp's heads. */
__host__ __device__ constexpr size_t mma_shared_bytes(int warps, int stages, int slot_bytes, int qsp, int hd,
                                                      bool pair = false)
{
    return smax(smax((size_t)(pair ? warps / 2 : warps) * stages * slot_bytes,
                     ((size_t)warps * qsp * (acc_stride(hd) + 2) + (size_t)(pair ? 2 * qsp : qsp) * (hd + 2)) * 4),
                merge_smem_bytes(pair ? 2 * qsp : qsp, hd));
}
__host__ __device__ constexpr size_t mma_smem_bytes(int warps, int stages, int slot_bytes, int qsp, int hd,
                                                    bool pair = false)
{
    return mma_shared_bytes(warps, stages, slot_bytes, qsp, hd, pair) + (size_t)warps * stages * 4 + 16;
}

/* the most partitions a launch with a held step is cut into (src/plan_mma.h) */
constexpr int HELD_MAX_PARTS = 8;
/* the shortest partition a one-wave grid streams through three ring slots a
 * warp (pa_cuda_mma_decode): five 16-token steps a warp at head_dim 128 (eight
 * warps); at head_dim 256 (four warps) 512 tokens, the shortest measured */
constexpr int DEEP_STREAM_TOKENS_128 = 640, DEEP_STREAM_TOKENS_256 = 512;

/* ---- partitions ------------------------------------------------------------- */

/* Tokens a partition of sequence b holds: the launch's length, unless this
 * sequence is longer than the host said (it never is), then longer partitions. */
__device__ __forceinline__ long long partition_len(const AttnArgs &a, int ctx)
{
    long long part = ((long long)ctx + a.splits - 1) / a.splits;
    part = (part + SET - 1) / SET * SET;
    return part < a.part ? a.part : part;
}

/* Where partition `split` of a sequence starts, how many tokens it holds, and
 * how many partitions hold the sequence's ctx tokens: each holds `part`, or
 * where the launch front-loads (pa_front_parts) the first a.front hold `part`
 * and the others PA_FRONT_SHORT_TOKENS. */
__device__ __forceinline__ long long partition_start(const AttnArgs &a, bool front, int split, long long part)
{
    if (!front || split <= a.front)
        return (long long)split * part;
    return (long long)a.front * part + (long long)(split - a.front) * PA_FRONT_SHORT_TOKENS;
}

__device__ __forceinline__ long long partition_size(const AttnArgs &a, bool front, int split, long long part)
{
    return front && split >= a.front ? PA_FRONT_SHORT_TOKENS : part;
}

__device__ __forceinline__ int partition_count(const AttnArgs &a, bool front, int ctx, long long part)
{
    const long long head = (long long)a.front * part;
    if (!front || ctx <= head)
        return (int)((ctx + part - 1) / part);
    return a.front + (int)((ctx - head + PA_FRONT_SHORT_TOKENS - 1) / PA_FRONT_SHORT_TOKENS);
}

/* The compact grid numbers only partitions that hold tokens, sequence by
 * sequence; this finds (sequence, partition) of `item` with a warp-wide scan
 * of the lengths, every warp on its own (no barrier). Up to COMPACT_MAX_BATCH
 * sequences, whose lengths are all requested before the scan. */
constexpr int COMPACT_MAX_BATCH = PA_COMPACT_MAX_BATCH;

__device__ int2 find_partition(const AttnArgs &a, long long item)
{
    constexpr int NCH = COMPACT_MAX_BATCH / 32;
    const int lane = threadIdx.x & 31;
    int np[NCH];
#pragma unroll
    for (int c = 0; c < NCH; c++) {
        const int b = c * 32 + lane;
        const int ctx = b < a.batch ? __ldg(a.lens + b) : 0;
        np[c] = ctx > 0 ? (int)((ctx + partition_len(a, ctx) - 1) / partition_len(a, ctx)) : 0;
    }
    long long base = 0;
    int2 r = make_int2(a.batch - 1, 0);
    bool found = false;
#pragma unroll
    for (int c = 0; c < NCH; c++) {
        if (found || c * 32 >= a.batch)
            break;
        int incl = np[c];
#pragma unroll
        for (int o = 1; o < 32; o <<= 1) {
            const int t = __shfl_up_sync(FULL, incl, o);
            if (lane >= o)
                incl += t;
        }
        const int total = __shfl_sync(FULL, incl, 31);
        if (item < base + total) {
            const unsigned hit = __ballot_sync(FULL, item < base + incl);
            const int src = __ffs(hit) - 1;
            const int before = __shfl_sync(FULL, incl - np[c], src);
            r = make_int2(c * 32 + src, (int)(item - base - before));
            found = true;
        }
        base += total;
    }
    return r;
}

/* ---- the kernel --------------------------------------------------------------- */

/* Three kernels from one source: FLAGGED for the flagged merge, WHOLE for
 * launches of one partition a sequence (no merge, no cluster, no compact grid
 * in its code: on an H200, 2 x 60 2.10 -> 2.03 us a layer and 6.76 -> 6.53 us
 * alone, 32 x 128 4.83 -> 4.71), and neither for the counted and cluster
 * merges. HELD adds to any of them a fourth step a warp loaded into registers
 * beside the three-slot ring (head_dim 128: 64 registers a lane, 191 to 219 in
 * all, so two four-warp CTAs still share an SM); only its launches carry them.
 * DRAIN, beside the counted and cluster merges, computes a warp's last two
 * steps of a long stream as one (the refill loop says why); a kernel of its
 * own, so the launches that never drain run the code they ran before it.
 * PAIR serves 16 heads at head_dim 256 with the warps in pairs, two a ring.
 * Before it two CTAs of 8 heads read each kv head's K/V, the second mostly
 * from L2 but at the same cost in instructions: group 16 ran at 60-71 % of
 * the read where groups 4 and 8 ran at 90-93 % (bench/RESULTS.md, head round;
 * as a decode step on an H200, 32 x 2048 162.9 -> 128.7 us, 63 x 2058 327.3
 * -> 253.5).
 *
 * At head_dim 64 two CTAs of eight warps share an SM (64 KiB of ring each):
 * the bound keeps 16 heads a CTA within the 128 registers that allows, which
 * the cluster merge's states would otherwise take to 156. Elsewhere the CTA is
 * alone on its SM or small; the bound of one says so, and without it ptxas
 * may aim at 128 registers and spill (head_dim 128 did, at 164 needed; the
 * build refuses a spill). Three four-warp CTAs of head_dim 128 share an SM
 * only within 168 registers (allocated eight at a time: a build at 170 lost
 * 19 % at 32 x 128): spec/build_spec.lua holds the unheld one-block kernels
 * to it, and `make regs` shows where each stands. */
template <typename T, int HD, int NB, bool FLAGGED, bool WHOLE, bool HELD = false, bool FRONT = false,
          bool DRAIN = false, bool PAIR = false>
__global__ void __launch_bounds__(MMA_MAX_WARPS * 32, HD <= 64 ? 2 : 1) mma_decode_kernel(AttnArgs a)
{
    using L = Slot<T, HD>;
    constexpr int CPR = L::CPR;
    constexpr int TPI = 32 / CPR;  /* rows one warp-wide copy instruction covers */
    constexpr int NI = SET / TPI;  /* copy instructions per step for K (and again for V) */
    constexpr int KS = HD / 16;    /* k steps of Q.K^T; m blocks of P.V */
    constexpr int QSP = 8 * NB;    /* heads the fragments hold */
    constexpr int QSC = PAIR ? 2 * QSP : QSP; /* heads the CTA serves */
    static_assert(!PAIR || (NB == 1 && !HELD && !FRONT), "paired warps hold one block of heads, no held step");

#ifdef PA_TRACE
    unsigned long long stamp[PA_TR_STAMPS] = {pa_global_ns()};
#define TRACE_AT(i) (stamp[i] = pa_global_ns())
#define TRACE_END(how) pa_trace_cta(a.trace, stamp, how)
#else
#define TRACE_AT(i) ((void)0)
#define TRACE_END(how) ((void)0)
#endif
    /* The next kernel may launch at once: its CTAs take SMs only as this
     * grid's leave them, and wait for all of it before touching its data. */
    pdl_launch_dependents();
    const int W = blockDim.x >> 5, S = a.stages;
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    /* PAIR (16 heads at head_dim 256, where one warp's fragments and
     * accumulators for 16 would spill): the warps in pairs, each pair sharing
     * a ring, each warp of it computing 8 of the heads on every step. The one
     * copies K, the other V, so the CTA issues each byte's copy once, as a CTA
     * of 8 heads does; a named barrier a step says the slot landed, another
     * that both are done with it. */
    const int R = PAIR ? W >> 1 : W;                   /* rings */
    const int ring = PAIR ? w >> 1 : w, half = PAIR ? w & 1 : 0;
    const bool copies_k = !PAIR || half == 0, copies_v = !PAIR || half == 1;
    auto ring_sync = [&] {
        if constexpr (PAIR)
            asm volatile("bar.sync %0, 64;\n" ::"r"(1 + ring) : "memory");
        else
            __syncwarp();
    };
    const int g = lane >> 2, c = lane & 3;
    /* head blocks vary fastest, so the CTAs reading one stretch of a sequence
     * (and, for split_kv, the query heads of one kv head) run side by side */
    const int rows = a.kv_heads * a.nsub;
    /* front-loaded partitions (pa_front_parts): a kernel of their own, so the
     * others compile as they did without them */
    constexpr bool front = FRONT;
    const int y = (int)(!WHOLE && a.cluster ? blockIdx.y % rows : blockIdx.x % rows);
    const long long item =
        !WHOLE && a.cluster ? (long long)(blockIdx.y / rows) * a.splits + blockIdx.x : blockIdx.x / rows;
    int b, split, ctx;
    if (!WHOLE && a.compact) {
        const int2 bs = find_partition(a, item);
        b = bs.x;
        split = bs.y;
        ctx = __ldg(a.lens + b);
    } else {
        /* front-loaded: partition-major, so every sequence's long partitions
         * come first in launch order */
        b = (int)(front ? item % a.batch : item / a.splits);
        split = (int)(front ? item / a.batch : item % a.splits);
        /* Up to the first use of ctx nothing below depends on it: the partition
         * start comes from the launch's partition length, so the length, the
         * first table windows and the queries are all requested at once (the
         * queries after pdl_wait, which a standalone launch passes at once). */
        ctx = __ldg(a.lens + b);
    }
    const int kvh = y / a.nsub, j0 = (y % a.nsub) * a.qs;
    const int nq = min(a.qs, a.group - j0);
    const long long head0 = (long long)b * a.heads + (long long)kvh * a.group + j0;

    extern __shared__ __align__(128) unsigned char smem[];
    int *smask = reinterpret_cast<int *>(smem + a.masks_at); /* [W][S] */
    int *sflag = smask + W * S;

    long long t0 = partition_start(a, front, split, a.part);

    const int shift = a.block_shift;
    const int lgE = shift >= 4 ? 0 : 4 - shift; /* log2 of table entries per step */
    const int SW = 32 >> lgE;                   /* steps a window of 32 entries covers */
    const int32_t *trow = a.table + (long long)b * a.max_blocks;
    auto load_win = [&](int k0) {
        const long long k = k0 + (lane >> lgE);
        const long long lb = ((t0 + (long long)SET * (k * R + ring)) >> shift) + (lane & ((1 << lgE) - 1));
        return lb < a.max_blocks ? __ldg(trow + lb) : -1;
    };
    int k0 = 0;
    int win = load_win(0), win_next = load_win(SW);
    /* the partition, now that the length is known */
    const long long part = partition_len(a, ctx);
    const int nparts = partition_count(a, front, ctx, part);
    /* A cluster's CTAs all take part in its barriers: one past a short
     * sequence's end streams nothing and brings an empty state (m = -inf). */
    if (split >= nparts && (WHOLE || !a.cluster || nparts == 0)) {
        TRACE_END(PA_TR_EMPTY);
        return;
    }
    if (part != a.part) {
        t0 = partition_start(a, front, split, part);
        win = load_win(0);
        win_next = load_win(SW);
    }
    const int t1 = (int)min((long long)ctx, t0 + partition_size(a, front, split, part));
    const int nsets = (int)((t1 - t0 + SET - 1) / SET);
    const int nk = nsets > ring ? (nsets - ring + R - 1) / R : 0; /* steps of this warp's ring */

    const unsigned long long kv_policy = evict_first_policy();
    const T *kc = static_cast<const T *>(a.k) + kvh * HD;
    const T *vc = static_cast<const T *>(a.v) + kvh * HD;
    unsigned char *my_ring = smem + (size_t)ring * S * L::BYTES;
    const int q_chunk = lane % CPR, q_row = lane / CPR;
    /* Blocks under a step: each row of a step has a table entry of its own to
     * look up and a place of its own to compute, so there eight lanes copy a
     * whole 128-byte line of a row and a lane covers four rows, s_row + 4h,
     * instead of one chunk of NI rows: four lookups a step, not NI. A row's
     * lines go in consecutive instructions (four lanes a row, 64 bytes, took
     * fewer lookups still but split lines across instructions, and long
     * streams lost up to 2.4x in DRAM: bench/RESULTS.md, pages round). At
     * head_dim 64 a row is one line and the mapping below is this one. Not in
     * the kernels of whole sequences: the four rows' registers took their
     * four-warp CTAs from three an SM to two (paged at 8 x 4096, 1.43x). */
    constexpr bool LINES = HD >= 128 && !WHOLE;
    const bool small = LINES && a.block_shift < 4;
    const int s_row = lane >> 3, s_q = lane & 7;
    constexpr int IPR = NI / 4; /* copy instructions a row, for each of a lane's four */
    /* the row and chunk that copy instruction i of this lane covers */
    auto row_of = [&](int i) { return small ? 4 * (i / IPR) + s_row : i * TPI + q_row; };
    auto chunk_of = [&](int i) { return small ? 8 * (i % IPR) + s_q : q_chunk; };

    /* The newest token's K/V row is the one an engine writes in the same step,
     * just before this kernel: the first steps, copied before pdl_wait, leave it
     * out, and it follows in a group of its own once the wait is over. */
    int late_k = -1, late_st = 0, late_r = 0;
    long long late_off = 0;

    /* Copy step k of this warp into ring slot st; one commit group per call,
     * empty past the warp's last step, so group counting stays uniform. */
    uint4 hk[NI], hv[NI]; /* HELD: the step after the ring's, in registers */
    int held_mask = 0;
    auto hold = [&](int i, bool ok, long long off) { /* zeros where the copy would zero-fill */
        hk[i] = hv[i] = make_uint4(0, 0, 0, 0);
        if (ok) {
            hk[i] = ld_stream16(kc + off, kv_policy);
            hv[i] = ld_stream16(vc + off, kv_policy);
        }
    };
    auto issue = [&](int k, int st, bool before_wait, auto into_regs) {
        constexpr bool REGS = decltype(into_regs)::value != 0;
        if (k < nk) {
            if (k - k0 >= SW) {
                win = win_next;
                k0 += SW;
                win_next = load_win(k0 + SW);
            }
            const int tok0 = (int)(t0 + (long long)SET * (k * R + ring));
            const int rel = (k - k0) << lgE;
            const unsigned dst = shared_u32(my_ring + (size_t)st * L::BYTES);
            /* the newest token's row in this step, or outside 0..15 */
            const int newest = before_wait && t1 == ctx ? ctx - 1 - tok0 : -1;
            int mask;
            if (shift >= 4) { /* a step never straddles a block: one entry */
                const int blk = __shfl_sync(FULL, win, rel);
                const int nvalid = min(SET, t1 - tok0);
                mask = blk >= 0 ? (nvalid >= SET ? 0xffff : (1 << nvalid) - 1) : 0;
                const long long row0 = (long long)(blk >= 0 ? blk : 0) * a.block_stride +
                                       (long long)(tok0 & ((1 << shift) - 1)) * a.token_stride;
                const long long base = row0 + q_chunk * 8;
                if (newest >= 0 && newest < SET && ((mask >> newest) & 1)) {
                    late_k = k;
                    late_st = st;
                    late_r = newest;
                    late_off = row0 + (long long)newest * a.token_stride;
                }
#pragma unroll
                for (int i = 0; i < NI; i++) {
                    const int r = i * TPI + q_row;
                    const int ok = (mask >> r) & 1;
                    const long long off = base + (long long)r * a.token_stride;
                    if constexpr (REGS) { /* the newest row follows after the wait */
                        hold(i, ok && r != newest, off);
                        continue;
                    }
                    /* the late copy brings the newest row after the wait, and its
                     * bytes must land last: not even a zero fill now. Under a -1
                     * block there is no late copy, and the row is zero-filled as
                     * any: its weight is 0, and 0 x a NaN left in the slot is NaN. */
                    if (r == newest && ok)
                        continue;
                    if (copies_k)
                        cp_async16(dst + L::at(r, q_chunk), ok ? kc + off : kc, ok ? 16 : 0, kv_policy);
                    if (copies_v)
                        cp_async16(dst + L::HALF + L::at(r, q_chunk), ok ? vc + off : vc, ok ? 16 : 0, kv_policy);
                }
            } else { /* blocks smaller than a step: an entry per block of the step */
                const int r16 = lane & 15;
                const int e = __shfl_sync(FULL, win, rel + (r16 >> shift));
                mask = (int)(__ballot_sync(FULL, tok0 + r16 < t1 && e >= 0) & 0xffffu);
                const int nblk = __shfl_sync(FULL, win, rel + ((newest & 15) >> shift));
                if (newest >= 0 && newest < SET && ((mask >> newest) & 1)) {
                    late_k = k;
                    late_st = st;
                    late_r = newest;
                    late_off = (long long)nblk * a.block_stride +
                               (long long)((tok0 + newest) & ((1 << shift) - 1)) * a.token_stride;
                }
                /* A row's place in the pool counted in rows (block << shift, plus
                 * its slot) and one 32 x 32-bit product, not two 64-bit ones;
                 * the launch refuses a pool of more than 2^32 rows. */
                const unsigned row_elems = (unsigned)a.token_stride, slots = (1u << shift) - 1u;
                /* each of a lane's four rows: its first chunk's address (the pool's
                 * first row where the copy zero-fills, so that every chunk's is an
                 * immediate offset from it) */
#pragma unroll
                for (int h = 0; h < (LINES ? 4 : 0); h++) {
                    const int r = s_row + 4 * h;
                    const int blk = __shfl_sync(FULL, win, rel + (r >> shift));
                    const int ok = (mask >> r) & 1;
                    const unsigned row = ok ? ((unsigned)blk << shift) + ((unsigned)(tok0 + r) & slots) : 0u;
                    const long long off = (long long)((unsigned long long)row * row_elems) + s_q * 8;
#pragma unroll
                    for (int j = 0; j < IPR; j++) {
                        const int i = h * IPR + j, c = 8 * j + s_q;
                        if constexpr (REGS) { /* the newest row follows after the wait */
                            hold(i, ok && r != newest, off + 64 * j);
                            continue;
                        }
                        if (r == newest && ok)
                            continue;
                        if (copies_k)
                            cp_async16(dst + L::at(r, c), kc + off + 64 * j, ok ? 16 : 0, kv_policy);
                        if (copies_v)
                            cp_async16(dst + L::HALF + L::at(r, c), vc + off + 64 * j, ok ? 16 : 0, kv_policy);
                    }
                }
#pragma unroll
                for (int i = 0; i < (LINES ? 0 : NI); i++) {
                    const int r = i * TPI + q_row;
                    const int blk = __shfl_sync(FULL, win, rel + (r >> shift));
                    const int ok = (mask >> r) & 1;
                    const unsigned row = ok ? ((unsigned)blk << shift) + ((unsigned)(tok0 + r) & slots) : 0u;
                    const long long off = (long long)((unsigned long long)row * row_elems) + q_chunk * 8;
                    if constexpr (REGS) {
                        hold(i, ok && r != newest, off);
                        continue;
                    }
                    if (r == newest && ok)
                        continue;
                    if (copies_k)
                        cp_async16(dst + L::at(r, q_chunk), ok ? kc + off : kc, ok ? 16 : 0, kv_policy);
                    if (copies_v)
                        cp_async16(dst + L::HALF + L::at(r, q_chunk), ok ? vc + off : vc, ok ? 16 : 0, kv_policy);
                }
            }
            if constexpr (REGS)
                held_mask = mask;
            else if (lane == 0)
                smask[w * S + st] = mask;
        }
        if constexpr (!REGS)
            cp_async_commit();
    };

    float m_run[NB][2], l_run[NB][2], o[NB][KS][4];
#pragma unroll
    for (int nb = 0; nb < NB; nb++) {
        m_run[nb][0] = m_run[nb][1] = -INFINITY;
        l_run[nb][0] = l_run[nb][1] = 0.0f;
#pragma unroll
        for (int mb = 0; mb < KS; mb++)
            o[nb][mb][0] = o[nb][mb][1] = o[nb][mb][2] = o[nb][mb][3] = 0.0f;
    }

    /* ldmatrix row addresses: K as the A operand (x4 = token halves x chunk pair),
     * V transposed (x4 = chunk pair x token halves) */
    const int rk = (lane & 7) + ((lane >> 3) & 1) * 8, ck = lane >> 4;
    const int rv = (lane & 7) + (lane >> 4) * 8, cv = (lane >> 3) & 1;
    const float scale2 = a.scale2;

    /* The whole ring is filled before the wait: a warp of a mid-size batch has
     * one or two steps, all then in flight while the kernel before drains (on
     * an H200, 16 x 256: see bench/RESULTS.md). Afterwards a slot is refilled as
     * soon as its step is computed, so S - 1 steps stay in flight. */
    for (int st = 0; st < S; st++)
        issue(st, st, true, Dim<0>{});
    /* the step after the ring's, in registers: it goes into slot 0 once that
     * slot's step is computed */
    if constexpr (HELD)
        issue(S, 0, true, Dim<1>{});
    const bool held_late = HELD && late_k == S;
    /* An engine's queries and newest K/V row come from the kernels just before
     * this one and are in L2; cold ones would cost a DRAM round trip after the
     * wait, on the step's critical path. Requested now, they are on chip by
     * then either way. */
    if (threadIdx.x == 0)
        prefetch_l2(static_cast<const T *>(a.q) + head0 * HD, (unsigned)(nq * HD * sizeof(T)));
    if (late_k >= 0 && lane < 2)
        prefetch_l2((lane ? vc : kc) + late_off, HD * sizeof(T));
    pdl_wait(); /* everything below may depend on the kernels before this one */
    TRACE_AT(PA_TR_WAIT);
    if (held_late) {
#pragma unroll
        for (int i = 0; i < NI; i++)
            if (row_of(i) == late_r) {
                hold(i, true, late_off + chunk_of(i) * 8);
            }
    } else if (late_k >= 0) {
        const unsigned dst = shared_u32(my_ring + (size_t)late_st * L::BYTES);
        if (lane < CPR) {
            if (copies_k)
                cp_async16(dst + L::at(late_r, lane), kc + late_off + lane * 8, 16, kv_policy);
            if (copies_v)
                cp_async16(dst + L::HALF + L::at(late_r, lane), vc + late_off + lane * 8, 16, kv_policy);
        }
        cp_async_commit();
    }

    /* B operand of Q.K^T: head g of each block of 8, head_dim pairs 2c and 2c+8 of every k step */
    unsigned qf[NB][KS][2];
    {
        const T *qg = static_cast<const T *>(a.q);
#pragma unroll
        for (int nb = 0; nb < NB; nb++) {
            const int j = nb * 8 + g + 8 * half;
            const unsigned *row = reinterpret_cast<const unsigned *>(qg + (head0 + j) * HD);
#pragma unroll
            for (int s = 0; s < KS; s++) {
                qf[nb][s][0] = j < nq ? __ldg(row + 8 * s + c) : 0u;
                qf[nb][s][1] = j < nq ? __ldg(row + 8 * s + 4 + c) : 0u;
            }
        }
    }

#ifdef PA_TRACE
    asm volatile("" ::"r"(qf[0][0][0]), "r"(qf[0][KS - 1][1])); /* the stamp after the queries arrive */
    TRACE_AT(PA_TR_QUERY);
#endif
    /* P steps of this warp, in ring slots st0, st0 + 1, ..., computed as one:
     * their products and exponentials are independent chains, so two steps
     * cost about the latency of one. */
#ifdef PA_TRACE
    bool traced = false; /* the first step computed stamps its scores and weights */
#endif
    auto compute = [&](auto steps, int st0) {
        constexpr int P = decltype(steps)::value;
        int mask[P];
        unsigned kb[P], vb[P];
        int any = 0;
#pragma unroll
        for (int p = 0; p < P; p++) {
            const int st = st0 + p < S ? st0 + p : st0 + p - S;
            mask[p] = smask[w * S + st];
            kb[p] = shared_u32(my_ring + (size_t)st * L::BYTES);
            vb[p] = kb[p] + L::HALF;
            any |= mask[p];
        }
        if (!any)
            return;
        /* S^T: two accumulators a step halve the dependent mma chain */
        float sc[P][NB][2][4];
#pragma unroll
        for (int p = 0; p < P; p++)
#pragma unroll
            for (int nb = 0; nb < NB; nb++)
#pragma unroll
                for (int h = 0; h < 2; h++)
                    sc[p][nb][h][0] = sc[p][nb][h][1] = sc[p][nb][h][2] = sc[p][nb][h][3] = 0.0f;
#pragma unroll
        for (int s = 0; s < KS; s++)
#pragma unroll
            for (int p = 0; p < P; p++) {
                unsigned af[4];
                ldsm_x4(kb[p] + L::at(rk, 2 * s + ck), af);
#pragma unroll
                for (int nb = 0; nb < NB; nb++)
                    Mma<T>::run(sc[p][nb][s & 1], af, qf[nb][s][0], qf[nb][s][1]);
            }
#ifdef PA_TRACE
        if (!traced) {
            asm volatile("" ::"f"(sc[0][0][0][0]), "f"(sc[P - 1][NB - 1][1][3]));
            TRACE_AT(PA_TR_SCORES);
        }
#endif
        unsigned pb[P][NB][2];
#pragma unroll
        for (int nb = 0; nb < NB; nb++) {
            /* lane holds tokens g, g+8 of heads 2c, 2c+1 of each step */
            float sv[P][4];
            float mx0 = -INFINITY, mx1 = -INFINITY;
#pragma unroll
            for (int p = 0; p < P; p++) {
                const bool vg = (mask[p] >> g) & 1, vg8 = (mask[p] >> (g + 8)) & 1;
                sv[p][0] = vg ? (sc[p][nb][0][0] + sc[p][nb][1][0]) * scale2 : -INFINITY;
                sv[p][1] = vg ? (sc[p][nb][0][1] + sc[p][nb][1][1]) * scale2 : -INFINITY;
                sv[p][2] = vg8 ? (sc[p][nb][0][2] + sc[p][nb][1][2]) * scale2 : -INFINITY;
                sv[p][3] = vg8 ? (sc[p][nb][0][3] + sc[p][nb][1][3]) * scale2 : -INFINITY;
                mx0 = fmaxf(mx0, fmaxf(sv[p][0], sv[p][2]));
                mx1 = fmaxf(mx1, fmaxf(sv[p][1], sv[p][3]));
            }
#pragma unroll
            for (int off = 4; off < 32; off <<= 1) {
                mx0 = fmaxf(mx0, __shfl_xor_sync(FULL, mx0, off));
                mx1 = fmaxf(mx1, __shfl_xor_sync(FULL, mx1, off));
            }
            /* the steps have a valid token, so both maxima are finite */
            const float mn0 = fmaxf(m_run[nb][0], mx0), mn1 = fmaxf(m_run[nb][1], mx1);
            const float al0 = ex2(m_run[nb][0] - mn0), al1 = ex2(m_run[nb][1] - mn1);
            float sum0 = 0.0f, sum1 = 0.0f;
#pragma unroll
            for (int p = 0; p < P; p++) {
                const float p0 = ex2(sv[p][0] - mn0), p1 = ex2(sv[p][1] - mn1);
                const float p2 = ex2(sv[p][2] - mn0), p3 = ex2(sv[p][3] - mn1);
                sum0 += p0 + p2;
                sum1 += p1 + p3;
                pb[p][nb][0] = movm_trans(Mma<T>::pack(p0, p1));
                pb[p][nb][1] = movm_trans(Mma<T>::pack(p2, p3));
            }
            l_run[nb][0] = l_run[nb][0] * al0 + sum0;
            l_run[nb][1] = l_run[nb][1] * al1 + sum1;
            /* past the first steps the maximum rarely moves; then every
             * factor is exactly 1 and the warp skips the rescale */
            if (!__all_sync(FULL, mn0 == m_run[nb][0] && mn1 == m_run[nb][1])) {
#pragma unroll
                for (int mb = 0; mb < KS; mb++) {
                    o[nb][mb][0] *= al0;
                    o[nb][mb][1] *= al1;
                    o[nb][mb][2] *= al0;
                    o[nb][mb][3] *= al1;
                }
            }
            m_run[nb][0] = mn0;
            m_run[nb][1] = mn1;
        }
#ifdef PA_TRACE
        if (!traced) {
            asm volatile("" ::"r"(pb[0][0][0]), "r"(pb[P - 1][NB - 1][1]), "f"(o[NB - 1][KS - 1][3]));
            TRACE_AT(PA_TR_WEIGHTS);
            traced = true;
        }
#endif
#pragma unroll
        for (int mb = 0; mb < KS; mb++)
#pragma unroll
            for (int p = 0; p < P; p++) {
                unsigned af[4];
                ldsm_x4_trans(vb[p] + L::at(rv, 2 * mb + cv), af);
#pragma unroll
                for (int nb = 0; nb < NB; nb++)
                    Mma<T>::run(o[nb][mb], af, pb[p][nb][0], pb[p][nb][1]);
            }
    };

    if (HELD && nk == S + 1) {
        /* The ring's steps as one, then the held step from registers into
         * slot 0, now free. A slot refilled from DRAM after the release took
         * 1.7 us more a layer than these stores (1 x 4096 in 16 parts, 6.97
         * against 6.0 on an H200), and one asked of L2 before the wait gained
         * nothing at that size (7.13). */
        cp_async_wait<0>();
        TRACE_AT(PA_TR_LANDED);
        __syncwarp();
        compute(Dim<3>{}, 0);
        __syncwarp();
        const unsigned dst = shared_u32(my_ring);
#pragma unroll
        for (int i = 0; i < NI; i++) {
            st_shared16(dst + L::at(row_of(i), chunk_of(i)), hk[i]);
            st_shared16(dst + L::HALF + L::at(row_of(i), chunk_of(i)), hv[i]);
        }
        if (lane == 0)
            smask[w * S] = held_mask;
        __syncwarp();
        compute(Dim<1>{}, 0);
    } else if (NB == 1 && nk == 3 && S == 3) {
        /* three ring slots (pa_cuda_mma_decode's choice for partitions of 257
         * to 384 tokens): the three steps copied before the wait, as one, for
         * the reason below */
        cp_async_wait<0>();
        TRACE_AT(PA_TR_LANDED);
        ring_sync();
        compute(Dim<3>{}, 0);
    } else if (NB == 1 && nk == 2 && S >= 2) {
        /* A warp whose whole share is the two steps copied before the wait
         * (32 x 128, 16 x 256 in two parts, 1 x 2560 in 10) computes them as
         * one, halving its chain on the layer's critical path. Longer shares
         * keep one step at a time: taking their first two together delayed
         * both refills (4 x 2048: 10.57 -> 10.88 us a layer on an H200). */
        cp_async_wait<0>();
        TRACE_AT(PA_TR_LANDED);
        ring_sync();
        compute(Dim<2>{}, 0);
    } else {
        /* DRAIN (long streams in one wave, pa_cuda_mma_decode): a warp's last
         * two steps, both in flight by then, are waited for together and
         * computed as one. Towards a layer's end the CTAs still streaming have
         * the bandwidth to themselves and a warp's last steps land close
         * together, where one at a time the layer's last CTAs spent their final
         * microseconds computing landed steps in turn. */
        const int drain_at = DRAIN && nk > 2 * S ? nk - 2 : nk;
        int st_use = 0;
        for (int it = 0; it < drain_at; it++) {
            cp_async_wait_upto(S - 1);
            if (it == late_k) /* the newest row's group came after the ring's */
                cp_async_wait<0>();
#ifdef PA_TRACE
            if (it == 0)
                TRACE_AT(PA_TR_LANDED);
#endif
            ring_sync();
            compute(Dim<1>{}, st_use);
            ring_sync(); /* every lane is done with the slot: refill it */
            issue(it + S, st_use, false, Dim<0>{});
            st_use = st_use + 1 == S ? 0 : st_use + 1;
        }
        if constexpr (DRAIN)
            if (drain_at < nk) {
                cp_async_wait<0>();
                ring_sync();
                compute(Dim<2>{}, st_use);
            }
    }
    cp_async_wait<0>();
    TRACE_AT(PA_TR_LOOP);
#ifdef PA_TRACE
    __shared__ unsigned long long trace_loop[MMA_MAX_WARPS]; /* each warp's own steps done */
    if (lane == 0)
        trace_loop[w] = stamp[PA_TR_LOOP];
#endif

    /* ---- the warps' states into shared memory, merged per (head, column) ---- */
#pragma unroll
    for (int nb = 0; nb < NB; nb++)
#pragma unroll
        for (int h = 0; h < 2; h++)
#pragma unroll
            for (int off = 4; off < 32; off <<= 1)
                l_run[nb][h] += __shfl_xor_sync(FULL, l_run[nb][h], off);
    __syncthreads(); /* every warp is done with its ring */
#ifdef PA_TRACE
    stamp[PA_TR_WARPS] = trace_loop[0];
    for (int v = 1; v < W; v++)
        stamp[PA_TR_WARPS] = max(stamp[PA_TR_WARPS], trace_loop[v]);
#endif
    float *cm = reinterpret_cast<float *>(smem); /* [W][QSP] */
    float *cl = cm + W * QSP;                    /* [W][QSP] */
    float *co = cl + W * QSP;                    /* [W][QSP][HDP] */
    constexpr int HDP = acc_stride(HD);
#pragma unroll
    for (int nb = 0; nb < NB; nb++) {
        const int j = nb * 8 + 2 * c;
        if (g == 0) {
            cm[w * QSP + j] = m_run[nb][0];
            cm[w * QSP + j + 1] = m_run[nb][1];
            cl[w * QSP + j] = l_run[nb][0];
            cl[w * QSP + j + 1] = l_run[nb][1];
        }
#pragma unroll
        for (int mb = 0; mb < KS; mb++) {
            float *r0 = co + (size_t)(w * QSP + j) * HDP + 16 * mb + g;
            r0[0] = o[nb][mb][0];
            r0[HDP] = o[nb][mb][1];
            r0[8] = o[nb][mb][2];
            r0[HDP + 8] = o[nb][mb][3];
        }
    }
    __syncthreads();
#ifdef PA_TRACE
    stamp[PA_TR_SHARED] = pa_global_ns_after(__float_as_uint(cm[(W - 1) * QSP]));
#endif

    /* a thread per four columns of a head: the warps' weights are worked out
     * once for the four, and the columns move as 16-byte words. The loops run
     * to the most warps a CTA has, predicated (loops to W, less code, measured
     * slower: bench/RESULTS.md); the first warps' states are read at once, two
     * of them (four in the flagged kernel, whose registers allow it), where a
     * branch per warp made each read wait for the one before (on an H200, as
     * layers: 16 x 256 5.37 -> 5.30 us, 2 x 60 2.03 -> 1.89, 1 x 4096 7.97 ->
     * 7.74). */
    constexpr int C4 = HD / 4;
    T *out = static_cast<T *>(a.out);
    const Partials P = Partials::at(a.partials, a.nparts);
    const bool merger = FLAGGED && nparts > 1 && split == 0; /* its state stays in shared memory */
    for (int i = threadIdx.x; i < nq * C4; i += blockDim.x) {
        const int j = i / C4, d4 = i % C4;
        float mv[MMA_MAX_WARPS];
        Combined c;
        if constexpr (PAIR) {
            /* head j's states, one a ring: warp 2v + j / 8 holds it, as its head j % 8 */
            const int jw = (j >> 3) * QSP + (j & 7);
#pragma unroll
            for (int v = 0; v < MMA_MAX_WARPS; v++)
                mv[v] = v < R ? cm[2 * v * QSP + jw] : -INFINITY;
            c = combine<MMA_MAX_WARPS, 2>(mv, R, [&](int v) {
                const int at = 2 * v * QSP + jw;
                return v < R ? Term{cl[at], reinterpret_cast<const float4 *>(co + (size_t)at * HDP)[d4]}
                             : Term{0.0f, make_float4(0.0f, 0.0f, 0.0f, 0.0f)};
            });
        } else {
#pragma unroll
            for (int v = 0; v < MMA_MAX_WARPS; v++)
                mv[v] = v < W ? cm[v * QSP + j] : -INFINITY;
            c = combine<MMA_MAX_WARPS, FLAGGED ? 4 : 2>(mv, W, [&](int v) {
                return v < W ? Term{cl[v * QSP + j], reinterpret_cast<const float4 *>(co + (size_t)(v * QSP + j) * HDP)[d4]}
                             : Term{0.0f, make_float4(0.0f, 0.0f, 0.0f, 0.0f)};
            });
        }
        if ((!WHOLE && a.cluster) || merger) {
            float *mine = cm + (size_t)W * QSP * (HDP + 2);
            reinterpret_cast<float4 *>(mine + 2 * QSC + j * HD)[d4] = c.o;
            if (d4 == 0) {
                mine[j] = c.m;
                mine[QSC + j] = c.l;
            }
        } else if (WHOLE || nparts == 1) {
            store_normalised(out + (head0 + j) * HD + 4 * d4, c);
        } else if (FLAGGED) {
            put_flagged<C4>(a.flagged + ((head0 + j) * a.splits + split) * (3 * C4) + d4, c);
        } else {
            const long long pidx = (head0 + j) * a.splits + split;
            reinterpret_cast<float4 *>(P.acc + pidx * HD)[d4] = c.o;
            if (d4 == 0) {
                P.m[pidx] = c.m;
                P.l[pidx] = c.l;
            }
        }
    }
    if (!FLAGGED && !WHOLE && a.cluster) { /* the flagged kernel is never launched as clusters */
        merge_cluster<T, HD>(a, head0, nq, cm + (size_t)W * QSP * (HDP + 2), QSC);
        TRACE_END(PA_TR_CLUSTER);
        return;
    }
    if (WHOLE || nparts == 1) {
        TRACE_END(PA_TR_DIRECT);
        return;
    }
    if constexpr (FLAGGED) {
        if (merger) {
            merge_flagged<T, HD, FLAGGED_MAX>(a, head0, nq, cm + (size_t)W * QSP * (HDP + 2), QSC, nparts);
            TRACE_END(PA_TR_MERGED);
        } else {
            TRACE_END(PA_TR_PARTIAL);
        }
        return;
    }

    /* ---- the last partition of this (sequence, head block) to finish merges ----
     * The barrier orders every thread's partial before thread 0's count, whose
     * release publishes them all at once (instead of a fence by every thread);
     * its acquire side, seen through the second barrier, orders the last CTA's
     * reads of the others' partials after their counts. */
    __syncthreads();
    const long long cidx = (long long)b * rows + y;
    if (threadIdx.x == 0)
        *sflag = atomic_add_acq_rel(a.counters + cidx, 1) == nparts - 1;
    __syncthreads();
#ifdef PA_TRACE
    stamp[PA_TR_COUNTED] = pa_global_ns_after((unsigned)*sflag);
#endif
    if (!*sflag) {
        TRACE_END(PA_TR_PARTIAL);
        return;
    }
    constexpr int G = QSC * HD / 4 > MMA_MAX_WARPS * 32 ? 2 : 1;
    if (nparts <= 4)
        merge_few_partials<T, HD, 4, G>(a, P, head0, nq, nparts);
    else if (nparts <= 16)
        merge_few_partials<T, HD, 16, G>(a, P, head0, nq, nparts);
    else if (HD >= 128 && nparts <= 32) /* at head_dim 64 its registers spill */
        merge_paired_partials<T, HD, 16>(a, P, head0, nq, nparts);
    else
        merge_partials<T, HD, QSC>(a, P, head0, nq, nparts, reinterpret_cast<float *>(smem));
    if (threadIdx.x == 0)
        a.counters[cidx] = 0; /* every partition has counted: ready for the next launch */
    TRACE_END(PA_TR_MERGED);
#undef TRACE_AT
#undef TRACE_END
}

/* How many CTAs of kernel fn an SM holds at once, at cfg's block and shared
 * memory; with cluster > 0, how many clusters of that size (cfg's cluster
 * attribute) the device does. Asked once per shape. */
inline int resident(const void *fn, const cudaLaunchConfig_t &cfg, int cluster, pa_err *e)
{
    struct Entry {
        const void *fn;
        unsigned threads;
        size_t smem;
        int cluster, n;
    };
    static Entry cache[128];
    static int used;
    for (int i = 0; i < used; i++)
        if (cache[i].fn == fn && cache[i].threads == cfg.blockDim.x && cache[i].smem == cfg.dynamicSmemBytes &&
            cache[i].cluster == cluster)
            return cache[i].n;
    int n = 0;
    const cudaError_t err = cluster > 0 ? cudaOccupancyMaxActiveClusters(&n, fn, &cfg)
                                        : cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                                              &n, fn, (int)cfg.blockDim.x, cfg.dynamicSmemBytes);
    if (err != cudaSuccess)
        return cluster > 0 ? pa_fail(e, "cudaOccupancyMaxActiveClusters (%d CTAs a cluster): %s", cluster,
                                     cudaGetErrorString(err))
                           : pa_fail(e, "cudaOccupancyMaxActiveBlocksPerMultiprocessor: %s", cudaGetErrorString(err));
    if (used < 128)
        cache[used++] = {fn, cfg.blockDim.x, cfg.dynamicSmemBytes, cluster, n};
    return n;
}

/* `threads`: a warp for each ring; with PAIR the CTA has two a ring */
template <typename T, int HD, int NB, bool PAIR = false>
int launch_mma(const pa_launch *l, AttnArgs a, int threads, bool held, bool drain, cudaStream_t s, pa_err *e)
{
    const pa_problem *p = &l->p;
    const int block = PAIR ? 2 * threads : threads;
    const size_t smem = mma_smem_bytes(block / 32, a.stages, Slot<T, HD>::BYTES, 8 * NB, HD, PAIR);
    a.masks_at = (unsigned)mma_shared_bytes(block / 32, a.stages, Slot<T, HD>::BYTES, 8 * NB, HD, PAIR);
    /* one partition a sequence: a kernel without the merges */
    void (*kernel)(AttnArgs) = a.splits == 1 ? mma_decode_kernel<T, HD, NB, false, true, false, false, false, PAIR>
                                             : mma_decode_kernel<T, HD, NB, false, false, false, false, false, PAIR>;
    if constexpr (PAIR) {
        if (held)
            return pa_fail(e, "internal: paired warps take no held step");
    } else if constexpr (NB == 1 && HD == 128) {
        if (held)
            kernel = a.splits == 1  ? mma_decode_kernel<T, HD, NB, false, true, true>
                     : a.front      ? mma_decode_kernel<T, HD, NB, false, false, true, true>
                                    : mma_decode_kernel<T, HD, NB, false, false, true>;
    } else if (held)
        return pa_fail(e, "internal: a held step is built for head_dim 128, one block of heads");
    if constexpr (HD >= 128) /* the caller's rule: split, no held step, head_dim 128 or 256 */
        if (drain)
            kernel = mma_decode_kernel<T, HD, NB, false, false, false, false, true, PAIR>;
    if (fit_block(reinterpret_cast<const void *>(kernel), block, smem, e))
        return -1;
    /* programmatic stream serialization: see pdl_wait() */
    cudaLaunchAttribute attr[2];
    attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr[0].val.programmaticStreamSerializationAllowed = 1;
    cudaLaunchConfig_t cfg = {};
    cfg.blockDim = dim3((unsigned)block);
    cfg.dynamicSmemBytes = smem;
    cfg.stream = s;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    if (a.cluster) {
        /* only where every cluster of the grid is resident at once: a cluster
         * waiting for a whole GPC's worth of free SMs would start a second wave */
        const long long clusters = (long long)p->batch * p->kv_heads * a.nsub;
        attr[1].id = cudaLaunchAttributeClusterDimension;
        attr[1].val.clusterDim.x = (unsigned)a.splits;
        attr[1].val.clusterDim.y = 1;
        attr[1].val.clusterDim.z = 1;
        cfg.gridDim = dim3((unsigned)a.splits, (unsigned)clusters);
        cfg.numAttrs = 2;
        const int fit = resident(reinterpret_cast<const void *>(kernel), cfg, a.splits, e);
        if (fit < 0)
            return -1;
        if (clusters > fit) {
            a.cluster = 0;
            cfg.numAttrs = 1;
        }
    }
    if (!a.cluster)
        cfg.gridDim = dim3((unsigned)(a.items * p->kv_heads * a.nsub));
    /* The flagged merge is a kernel of its own, so launches that never take it
     * run the same code as before it existed (with its code beside theirs,
     * 2 x 60 lost 7 % and 8 x 128 3 % on an H200). Not at 16 heads a CTA, where
     * head_dim 64's 128 registers would spill.
     * Partition 0 waits for the others, so only where they end close together:
     * partitions a ring fill holds whole, all copied before the dependency wait
     * (long ones end microseconds apart, the SMs' shares of the bandwidth
     * uneven, and partition 0 holds its CTA slot that long: head_dim 64 at
     * 8 x 32768, 128.1 -> 129.5 us a layer). */
    if (a.cluster || a.part > threads / 32 * (a.stages + held) * SET)
        a.flagged = nullptr;
    if constexpr (NB != 1)
        a.flagged = nullptr;
    else if (a.flagged) {
        void (*flagged)(AttnArgs) = mma_decode_kernel<T, HD, NB, true, false, false, false, false, PAIR>;
        if constexpr (HD == 128)
            if (held)
                flagged = mma_decode_kernel<T, HD, NB, true, false, true>;
        const void *fn = reinterpret_cast<const void *>(flagged);
        if (fit_block(fn, block, smem, e))
            return -1;
        /* Only a grid resident all at once, and only CTAs that leave room on
         * their SM: a one-CTA-an-SM launch whose partition 0 holds its SM while
         * it waits keeps the next layer's CTA from starting there (4 x 2048:
         * 10.6 -> 11.3 us a layer) */
        const int per_sm = resident(fn, cfg, 0, e);
        const int sms = device_sms(e);
        if (per_sm < 0 || sms < 0)
            return -1;
        if (per_sm >= 2 && (long long)cfg.gridDim.x <= (long long)per_sm * sms)
            kernel = flagged;
        else
            a.flagged = nullptr;
    }
#ifdef PA_TRACE
    a.trace = pa_trace_slot((long long)cfg.gridDim.x * cfg.gridDim.y);
#endif
    const cudaError_t err = cudaLaunchKernelEx(&cfg, kernel, a);
    if (err != cudaSuccess)
        return pa_fail(e, "mma_decode_kernel launch: %s", cudaGetErrorString(err));
    return launched("mma_decode_kernel", e);
}

/* The launch as it runs. A split count of which the longest sequence fills
 * fewer parts (pa_mma_filled_splits) runs as the count it fills: the same
 * partitions, but a grid that numbers no empty ones, whose CTAs then need no
 * scan of the lengths, one more round trip before their first copy, to find
 * their partition (on an H200, as a decode step, head_dim 256 at 8 heads:
 * 1 x 1000 in 12, 5.15 us against 4.56 in the 11 it fills; 2 x 1069 in 16,
 * 7.26 against 6.76 in 14). Not where the launch front-loads its parts,
 * which are cut otherwise. `copy` holds the launch where it differs. */
static const pa_launch *filled_launch(const pa_launch *l, pa_launch *copy, int sms)
{
    const int filled = pa_mma_filled_splits(&l->p, l->splits);
    if (filled >= l->splits || pa_front_parts(&l->p, l->kind, l->splits, l->threads, l->chunk, sms))
        return l;
    *copy = *l;
    copy->splits = filled;
    return copy;
}

} /* namespace pa */

size_t pa_cuda_flagged_bytes(const pa_launch *given)
{
    using namespace pa;
    pa_err e;
    const int sms = device_sms(&e);
    if (sms < 0)
        return 0;
    pa_launch copy;
    const pa_launch *l = filled_launch(given, &copy, sms);
    const pa_problem *p = &l->p;
    const int splits = l->splits;
    if (p->dtype == PA_FP32 || splits < 2 || splits > FLAGGED_MAX)
        return 0;
    /* none where launch_mma never takes the flagged merge: partitions longer
     * than the largest ring, or more CTAs than an SM could ever hold (32) */
    const long long part = ((long long)p->max_context_len + splits - 1) / splits;
    if (part > (long long)MMA_MAX_WARPS * pa_mma_stages(l->chunk) * SET ||
        (long long)p->batch * p->kv_heads * splits > 32LL * sms)
        return 0;
    /* three 16-byte words per four columns, per query head and partition */
    return (size_t)p->batch * p->heads * splits * (p->head_dim / 4) * 3 * 16;
}

int pa_cuda_mma_decode(const pa_launch *given, int qs, const pa_merge_ws *m, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const int sms = device_sms(e);
    if (sms < 0)
        return -1;
    pa_launch copy;
    const pa_launch *l = given->splits > 1 && given->splits <= 65535 ? filled_launch(given, &copy, sms) : given;
    const pa_problem *p = &l->p;
    int threads = l->threads > 0 ? l->threads : pa_mma_threads(p->head_dim, l->chunk, pa_mma_uneven(p));
    if (threads < 32 || threads % 32 || threads > 32 * MMA_MAX_WARPS)
        return pa_fail(e, "threads=%d: the fp16/bf16 kernels take a multiple of 32 up to %d", threads,
                       32 * MMA_MAX_WARPS);
    if (l->splits < 1 || l->splits > 65535)
        return pa_fail(e, "splits=%d: must be in 1..65535", l->splits);
    float *partials = m ? m->partials : nullptr;
    int *counters = m ? m->counters : nullptr;
    if (l->splits > 1 && (!partials || !counters))
        return pa_fail(e, "splits=%d needs a partials workspace and merge counters", l->splits);
    const int group = p->heads / p->kv_heads;
    if (qs < 1 || qs > pa_mma_qs_max(p->head_dim))
        return pa_fail(e, "%d query heads a block: at most %d at head_dim %d", qs, pa_mma_qs_max(p->head_dim),
                       p->head_dim);
    const int nsub = (group + qs - 1) / qs;
    /* over 8 heads at head_dim 256 two warps share each ring (launch_mma's
     * PAIR): `threads` then counts the rings' warps, the CTA has twice them */
    if (qs > 8 && p->head_dim > 128 && threads > 16 * MMA_MAX_WARPS)
        return pa_fail(e, "threads=%d: at head_dim %d and %d query heads a block two warps share each ring, so at "
                          "most %d (a CTA of %d)", threads, p->head_dim, qs, 16 * MMA_MAX_WARPS, 32 * MMA_MAX_WARPS);
    /* the copies of blocks under a step count a row's place in 32 bits */
    if (p->block_size < SET && (unsigned long long)p->num_blocks * (unsigned)p->block_size > (1ull << 32))
        return pa_fail(e, "a pool of %lld rows: at blocks under %d tokens the fp16/bf16 kernels address at most "
                          "2^32 rows", (long long)p->num_blocks * p->block_size, SET);

    AttnArgs a = attn_args(l, l->chunk);
    a.splits = l->splits;
    a.partials = l->splits > 1 ? partials : nullptr;
    a.nparts = (long long)p->batch * p->heads * l->splits;
    a.counters = counters;
    /* the caller sized the words by pa_cuda_flagged_bytes and left them null where that is 0 */
    a.flagged = m ? static_cast<uint4 *>(m->flagged) : nullptr;
    a.qs = qs;
    a.nsub = nsub;
    a.stages = pa_mma_stages(l->chunk);
    a.part = (int)pa_mma_part_tokens(p->max_context_len > 0 ? p->max_context_len : 1, l->splits);
    /* With the host's lengths, a grid of only the partitions that hold tokens:
     * a short sequence beside a long one would otherwise launch `splits` CTAs,
     * nearly all of which only find out that they have nothing to do. */
    a.items = (long long)p->batch * l->splits;
    a.compact = 0;
    if (l->splits > 1 && l->host_context_lens && p->batch <= COMPACT_MAX_BATCH) {
        /* the planner counts an uneven batch's CTAs by the same function */
        const long long items = pa_compact_items(l->host_context_lens, p->batch, l->splits, a.part);
        if (items < a.items) {
            a.items = items > 0 ? items : 1;
            a.compact = 1;
        }
    }
    if (a.items * p->kv_heads * nsub > 0x7fffffffLL)
        return pa_fail(e, "%lld partitions x %d head blocks exceed the grid", a.items, p->kv_heads * nsub);
    const long long ctas = a.items * p->kv_heads * nsub;
    /* A uniform batch's partitions merge inside a cluster (portable size) when
     * the grid fills at most half the SMs: a small grid then skips the counted
     * merge's two round trips (on an H200, as a decode step: 1 x 512 in 2 or 4
     * one-head partitions 4.36 / 4.14 us against 4.48 / 4.32; 1 x 2048 in 8
     * 5.87 against 6.11). A larger grid loses more than that: a cluster starts
     * only when its GPC has room for all of it, so the next layer's CTAs no
     * longer start beside this layer's as SMs free up (16 x 256 in 2, 6.74
     * against 6.41; 8 x 512 in 4, 7.10 against 6.22). launch_mma falls back to
     * the counted merge where the device cannot hold every cluster at once. */
    a.cluster = l->splits >= 2 && l->splits <= CLUSTER_MAX && !a.compact && ctas <= sms / 2;
    if (l->threads <= 0) {
        /* No more warps than a partition fills with one ring each: short
         * partitions (many splits of short sequences) then take small CTAs,
         * several an SM, instead of one large CTA an SM that is mostly idle
         * (64 x 764 tokens in 16 partitions: 101 us against 351 us). Short
         * unsplit sequences too: every slot is copied before the dependency
         * wait and a warp computes its two steps as one, so two steps a warp
         * cost about what one does, while a warp with none still takes part in
         * the barriers and the merge, and small CTAs leave room on their SMs
         * for the next layer's (32 x 128: 5.2 us a layer in four warps against
         * 6.6 in six; 2 x 60: 2.11 in two warps against 2.44 in eight). */
        const int fill = (int)((a.part / SET + a.stages - 1) / a.stages);
        const bool filled = fill < threads / 32;
        if (filled)
            threads = 32 * (fill > 1 ? fill : 1);
        /* But over 8 heads a CTA, partitions merged through global memory (the
         * counted merge, not a cluster) are merged by one CTA of each head
         * block, a thread for four columns of a head (eight at head_dim 128
         * and more) with every partition's state in flight at once
         * (mma_merge.cuh). A CTA the fill rule keeps to one or two warps makes
         * that pass four times or more, a round trip each: it takes the warps
         * for two (on an H200, as a decode step, bench/RESULTS.md, halfround
         * round, group 16 at 8 kv heads: 1 x 603 in 20 parts, 40.0 us in the
         * fill rule's one warp against 13.8 in four; in 40, 80.9 against 28.3;
         * 1 x 2048 in 40, 26.3 in two warps against 16.0 in four; head_dim
         * 256, 1 x 523 in 20, 40.0 in one ring of paired warps against 20.5 in
         * four rings; one kv head at 1 x 408 in 32, 37.8 against 15.6). Not at
         * fewer heads a CTA, whose merge is short and whose small CTAs share
         * their SMs. */
        const int ring_warps = qs > 8 && p->head_dim > 128 ? 2 : 1;
        const int quads = qs * p->head_dim / 4, per_thread = quads > 32 * MMA_MAX_WARPS ? 2 : 1;
        const int merge_passes = (quads / per_thread + threads * ring_warps - 1) / (threads * ring_warps);
        if (qs > 8 && l->splits > 1 && !a.cluster && filled && merge_passes >= 4)
            threads = min(quads / per_thread / 2, 32 * MMA_MAX_WARPS) / ring_warps;
    }
    /* whole sequences in a grid over a wave of the default CTA: smaller CTAs, several
     * an SM (the planner's pa_mma_whole_threads, src/plan_mma_launch.c, says why; it
     * gives fewer warps than the fill above, and the launch string says so) */
    const int whole_threads = pa_mma_whole_threads(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (whole_threads > 0 && whole_threads < threads)
        threads = whole_threads;
    /* a partition that `warps` warps of `slots` steps each hold whole, and of one step fewer would not */
    auto slots_hold = [&](int warps, int slots) {
        return a.part > warps * (slots - 1) * SET && a.part <= warps * slots * SET;
    };
    /* one whole sequence a CTA, in a grid of an eighth to half of the SMs (the
     * planner's whole_in_half, src/plan_mma_splits.c): the next layer's whole
     * grid starts on the other half */
    const bool uniform = !pa_mma_uneven(p);
    const bool whole_in_half = l->splits == 1 && uniform && 2 * ctas <= sms && 8 * ctas > sms;
    if (l->threads <= 0 && threads == 32 * MMA_MAX_WARPS && p->head_dim == 128 && qs <= 8 && a.stages == 2) {
        /* Eight warps of two slots fill 128 KiB: one CTA an SM. A grid of one to
         * two SMs' worth of CTAs would then run in two waves, the second mostly
         * idle; six warps (96 KiB) let two CTAs share an SM and the grid runs in
         * one (on an H200, 32 x 512 at group 2: 18.6 us against 20.5). */
        if (ctas > sms && ctas <= 2LL * sms)
            threads = 32 * 6;
        /* A partition of 257 to 384 tokens in a grid of one wave, or such a
         * sequence whole in a grid of an eighth to half of the SMs (the planner
         * cuts or keeps them so: src/plan_mma_splits.c): three slots a warp (192
         * KiB, still one CTA an SM) hold it whole, each warp's steps all copied
         * before the wait and computed as one, where two slots would copy the
         * third step after it. On an H200, as a decode step: 1 x 4096 in 11
         * parts, 6.25 us against 7.08 in 16 parts of 256; 1 x 5000 in 16 parts
         * of 320, 7.47 against 7.99 at two slots. Whole, the next layer's grid
         * starts on the other half of the SMs with its bytes on chip by the
         * release: 8 x 384 3.63 us against 4.10 in 2 parts of 192; 4 x 384 2.84
         * against 4.06 in 3; group 8 at 8 x 384, 3.73 against 6.45-6.51 in 3. */
        else if ((l->splits > 1 ? ctas <= sms : whole_in_half) && slots_hold(MMA_MAX_WARPS, 3))
            a.stages = 3;
    }
    /* The rules below (the planner's beside_next_parts, src/plan_mma_splits.c):
     * CTAs that hold their partition whole two to an SM, in a grid of a uniform
     * batch over half the SMs and at most one CTA an SM, leave each SM's second
     * slot to the next layer. At head_dim 128 only where a CTA serves the whole
     * group, of 1 to 4 heads. */
    const bool own_rule = l->threads <= 0 && a.stages == 2 && uniform;
    const bool beside_next = own_rule && 2 * ctas > sms && ctas <= sms;
    const bool whole_group = p->head_dim == 128 && qs == group && group <= 4;
    bool held = false;
    if (beside_next && whole_group && l->splits > 1 && slots_hold(4, 3)) {
        /* A partition of 129 to 192 tokens in a grid of at most one CTA an SM
         * (the planner cuts such parts below about 13 MB of K/V:
         * src/plan_mma_splits.c): four warps of three slots hold it whole in 96
         * KiB, two CTAs an SM. The next layer's whole grid then starts beside
         * this one's and has its bytes on chip by the release, which two
         * layers' rings of the larger sizes cannot (they exceed the SMs' shared
         * memory); each warp's three steps are computed as one. On an H200, as
         * a decode step at group 4: 1 x 2048 in 11 parts 4.01 us against 5.15
         * in 8 parts of 256 and 4.13 in six warps of two slots; 1 x 3072 in 16,
         * 4.79-5.12 against 5.47 in 9 of 352; 2 x 1536 in 8, 4.57 against 5.77
         * in 12 of 128. Groups 1 to 3 gain as much where a CTA serves the whole
         * group (group 1 at 32 heads, 1 x 768 in 4: 4.50 against 6.91 whole);
         * group 8 loses (1 x 3072, 7.10 against 5.67). */
        threads = 4 * 32;
        a.stages = 3;
    }
    /* The same at head_dim 64, where eight warps of three slots are 96 KiB, two
     * CTAs an SM (the planner cuts such parts: src/plan_mma_splits.c): each
     * warp's steps are copied before the wait and computed as one, and the next
     * layer's CTAs start beside this layer's (on an H200, as a decode step: 1 x
     * 6144 in 16 parts, 4.83 us against 7.46 in 24 of 256 at two slots). */
    else if (beside_next && threads == 32 * MMA_MAX_WARPS && p->head_dim == 64 && l->splits > 1 &&
             slots_hold(MMA_MAX_WARPS, 3))
        a.stages = 3;
    else if (beside_next && whole_group && l->splits <= HELD_MAX_PARTS && slots_hold(4, 4)) {
        /* A partition of 193 to 256 tokens, whole or in up to HELD_MAX_PARTS, in
         * the same grid (the planner cuts such parts above that size:
         * src/plan_mma_splits.c): four warps of three slots and a fourth step
         * each held in registers, all copied before the dependency wait. Two
         * layers' bytes then still fit on chip (the SMs' shared memory and
         * registers together), and the next layer's whole grid starts beside
         * this one's. On an H200, as a decode step: 16 x 256 whole, 4.34 us
         * against 5.22-5.26 in 2 parts of 128; 2 x 2048 in 8, 5.61-5.65 against
         * 6.20 in 16. In 16 parts it lost (1 x 4000: 6.41-6.48 against 6.18-6.23
         * in 11 of 384). Two parts merge flagged (8 x 512: 5.02 against 5.42
         * counted), more counted (4 x 1024: 5.35 against 6.05 flagged). */
        threads = 4 * 32;
        a.stages = 3;
        held = true;
        if (l->splits > 2)
            a.flagged = nullptr;
    } else if (own_rule && whole_in_half && whole_group && threads == 32 * MMA_MAX_WARPS &&
               slots_hold(MMA_MAX_WARPS, 4)) {
        /* A whole sequence of 385 to 512 tokens in a grid of at most half the
         * SMs (the planner keeps such sequences whole: src/plan_mma_splits.c):
         * eight warps of three slots (192 KiB, one CTA an SM) and a fourth step
         * each held in registers, all copied before the wait. The next layer's
         * whole grid then starts on the other half of the SMs with its bytes on
         * chip by the release. On an H200, as a decode step: 8 x 512 4.53-4.55
         * us against 4.97-5.03 in 2 held parts; 6 x 512 4.18 against 5.00; 8 x
         * 400 3.93-3.95 against 4.70-4.73; under an eighth of the SMs, 2 x 512
         * (16 CTAs) 3.60 against 3.75 and 1 x 512 (8 CTAs) 3.58 against
         * 3.44-3.47. In parts it lost to their merge (1 x 4096 in 8, 7.85
         * against 6.39 in 11 of 384). */
        a.stages = 3;
        held = true;
    }

    /* Front-loaded partitions (src/plan_mma_launch.c, pa_front_parts): the
     * first of each sequence's partitions, numbered first and so started early
     * beside the previous layer's CTAs, hold 512 tokens in eight warps of three
     * slots and a step each held in registers; the rest, started as that
     * layer's CTAs leave, hold 256 and have half the bytes to land after the
     * release. One CTA an SM, merged by the count. */
    a.front = pa_front_parts(p, l->kind, l->splits, l->threads, l->chunk, sms);
    if (a.front) {
        a.part = PA_FRONT_LONG_TOKENS;
        a.cluster = 0;
        a.compact = 0;
        a.items = (long long)p->batch * l->splits;
        a.flagged = nullptr;
        threads = 32 * MMA_MAX_WARPS;
        a.stages = 3;
        held = true;
    }

    /* A grid of at most one CTA an SM streaming long partitions in rings of
     * 128 KiB (eight warps at head_dim 128, four at 256): three ring slots a
     * warp (192 KiB, still one CTA an SM), so each CTA copies half as much
     * again before the dependency wait, while the previous layer drains. On
     * an H200, as a decode step: 1 x 16384 in 16 parts 17.75-17.82 us against
     * 17.24-17.33; 16 x 1024 whole 16.42-16.44 against 15.85-15.87; 16 x 896
     * whole 14.98-15.02 against 14.23-14.26; 16 x 640 whole 11.13-11.17
     * against 10.84-10.88; 1 x 65536 in 16 about 0.5 % faster. At head_dim 128
     * partitions of 512 tokens, four steps a warp, lost (4 x 2048 in 4,
     * 10.01-10.03 against 10.41-10.50; 513 to 639 not measured); at 256, eight
     * steps a warp, they gained (1 x 8192 in 16, 19.46-19.48 against
     * 18.59-18.60). Head_dim 64, whose two-slot CTAs fit three an SM, lost.
     * Launches with a held step, the front-loaded ones among them, keep
     * theirs. */
    const int deep_from = p->head_dim == 128 && threads == 32 * MMA_MAX_WARPS ? DEEP_STREAM_TOKENS_128
                          : p->head_dim == 256 && threads == 32 * 4             ? DEEP_STREAM_TOKENS_256
                                                                                 : 0;
    if (deep_from && !held && l->threads <= 0 && a.stages == 2 && ctas <= sms && a.part >= deep_from)
        a.stages = 3;

    /* A split grid of one wave whose warps stream more than two rings each:
     * the kernel that computes a warp's last two steps as one (DRAIN). On
     * H200s, µs a layer less, three machines (bench/RESULTS.md, operands
     * round): 1 x 16384 0.1-0.3, group 8 at 1 x 65536 0.25-0.5, group 16
     * 0-0.9, 1 x 65536 0-0.4, in one-token blocks 0-0.5; nowhere slower. Not
     * elsewhere: built into the kernels every launch shares, its code alone
     * cost the small launches up to 3 % (2 x 60 1.86 -> 1.92 us, 8 x 128 2.38
     * -> 2.45), and whole sequences in several waves lost 0.3 % (32 x 8192,
     * 64 x 4096). */
    const bool drain = l->splits > 1 && !held && ctas <= sms && p->head_dim >= 128 &&
                       a.part > 2LL * a.stages * SET * (threads / 32);

    auto go = [&](auto tt, auto hd) -> int {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        if (qs > 8) {
            if constexpr (HD <= 128)
                return launch_mma<T, HD, 2>(l, a, threads, held, drain, s, e);
            else
                return launch_mma<T, HD, 1, true>(l, a, threads, held, drain, s, e);
        }
        return launch_mma<T, HD, 1>(l, a, threads, held, drain, s, e);
    };
    auto by_dim = [&](auto tt) -> int {
        switch (p->head_dim) {
        case 64: return go(tt, Dim<64>{});
        case 128: return go(tt, Dim<128>{});
        case 256: return go(tt, Dim<256>{});
        default: return pa_fail(e, "head_dim %d is not supported (64, 128 or 256)", p->head_dim);
        }
    };
    switch (p->dtype) {
    case PA_FP16: return by_dim(Tag<__half>{});
    case PA_BF16: return by_dim(Tag<__nv_bfloat16>{});
    default: return pa_fail(e, "internal: the tensor-core kernels take fp16 or bf16");
    }
}
