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

/* The launch's shape, the rules that choose it and the H200 timings they
 * were read from: src/plan_mma_shape.c. What the host side keeps here is the
 * kernel each shape runs and what only the device can say (occupancy). */
static_assert(FLAGGED_MAX == PA_MMA_FLAGGED_MAX, "src/plan.h names the flagged merge's width");
static_assert(CLUSTER_MAX == 8, "src/plan_mma.h MMA_CLUSTER_MAX names the cluster merge's width");
static_assert(MERGE_ONE_LEVEL_MAX == 32 && MERGE_GROUP * MERGE_GROUPS_MAX == 128,
              "src/plan_mma.h MMA_MERGE_CHUNK and MMA_TWO_LEVEL_MAX_PARTS name where the merge takes two levels");
static_assert(SET == PA_MMA_STEP, "the shape's partitions are whole steps");

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
 * PACK runs what one-warp CTAs of whole sequences would, several a CTA, each
 * warp its own (sequence, head block) with no barrier between them, its
 * state stored from registers: grids of such CTAs are bound by the rate at
 * which CTAs start, and small ones by the merge's barrier and staging
 * (src/plan_mma_shape.c, where the shape packs them).
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
/* PACK's CTAs: up to four warps, and as many of them an SM as leave each
 * warp the registers a one-warp CTA of its kind takes (head_dim 128: 168 a
 * thread, three CTAs; head_dim 64: 96 over 8 heads, 128 over 16; at 256 the
 * 255 a thread has anyway). Bound to eight warps instead, ptxas gave head_dim
 * 128's 176, which holds a warp an SM fewer. */
constexpr int PACK_MAX_WARPS = 4;
__host__ __device__ constexpr int pack_ctas_an_sm(int hd, int nb)
{
    return hd == 64 ? (nb == 1 ? 5 : 4) : hd == 128 ? 3 : 2;
}
template <typename T, int HD, int NB, bool FLAGGED, bool WHOLE, bool HELD = false, bool FRONT = false,
          bool DRAIN = false, bool PAIR = false, bool PACK = false>
__global__ void __launch_bounds__(PACK ? PACK_MAX_WARPS * 32 : MMA_MAX_WARPS * 32,
                                  PACK ? pack_ctas_an_sm(HD, NB) : HD <= 64 ? 2 : 1) mma_decode_kernel(AttnArgs a)
{
    using L = Slot<T, HD>;
    constexpr int CPR = L::CPR;
    constexpr int TPI = 32 / CPR;  /* rows one warp-wide copy instruction covers */
    constexpr int NI = SET / TPI;  /* copy instructions per step for K (and again for V) */
    constexpr int KS = HD / 16;    /* k steps of Q.K^T; m blocks of P.V */
    constexpr int QSP = 8 * NB;    /* heads the fragments hold */
    constexpr int QSC = PAIR ? 2 * QSP : QSP; /* heads the CTA serves */
    static_assert(!PAIR || (NB == 1 && !HELD && !FRONT), "paired warps hold one block of heads, no held step");
    static_assert(!PACK || (WHOLE && !PAIR && !HELD && !FRONT && !DRAIN), "a packed warp is a one-warp whole CTA");

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
    const int R = PACK ? 1 : PAIR ? W >> 1 : W; /* rings a (sequence, head block) */
    const int ring = PACK ? 0 : PAIR ? w >> 1 : w, half = PAIR ? w & 1 : 0;
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
    /* PACK: each warp serves the (sequence, head block) a one-warp CTA of its
     * number would, and the last CTA's warps past the grid's end leave */
    const unsigned unit = PACK ? blockIdx.x * W + w : blockIdx.x;
    const int y = (int)(!WHOLE && a.cluster ? blockIdx.y % rows : unit % rows);
    const long long item =
        !WHOLE && a.cluster ? (long long)(blockIdx.y / rows) * a.splits + blockIdx.x : (long long)(unit / rows);
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
        if (PACK && b >= a.batch)
            return;
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
    unsigned char *my_ring = smem + (size_t)(PACK ? w : ring) * S * L::BYTES;
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
            /* Copy instruction i: chunk c of row r, the row at element offset
             * off of the pool. src is where the copy reads: off, or where the
             * row is not in the step (ok 0, the copy zero-fills) any row of the
             * pool. Kept apart from off: the one offset for both, selected, ran
             * seed 001's 8 x 512 2 % slower on an H100, and off unselected as
             * src its 1 x 2048 9 % slower (bench/runs/2026-12-07-h200-copy). */
            auto copy = [&](int i, int r, int c, int ok, long long off, long long src) {
                if constexpr (REGS) { /* the newest row follows after the wait */
                    hold(i, ok && r != newest, off);
                    return;
                }
                /* the late copy brings the newest row after the wait, and its
                 * bytes must land last: not even a zero fill now. Under a -1
                 * block there is no late copy, and the row is zero-filled as
                 * any: its weight is 0, and 0 x a NaN left in the slot is NaN. */
                if (r == newest && ok)
                    return;
                if (copies_k)
                    cp_async16(dst + L::at(r, c), kc + src, ok ? 16 : 0, kv_policy);
                if (copies_v)
                    cp_async16(dst + L::HALF + L::at(r, c), vc + src, ok ? 16 : 0, kv_policy);
            };
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
                    copy(i, r, q_chunk, ok, off, ok ? off : 0);
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
                    for (int j = 0; j < IPR; j++)
                        copy(h * IPR + j, r, 8 * j + s_q, ok, off + 64 * j, off + 64 * j);
                }
#pragma unroll
                for (int i = 0; i < (LINES ? 0 : NI); i++) {
                    const int r = i * TPI + q_row;
                    const int blk = __shfl_sync(FULL, win, rel + (r >> shift));
                    const int ok = (mask >> r) & 1;
                    const unsigned row = ok ? ((unsigned)blk << shift) + ((unsigned)(tok0 + r) & slots) : 0u;
                    const long long off = (long long)((unsigned long long)row * row_elems) + q_chunk * 8;
                    copy(i, r, q_chunk, ok, off, ok ? off : 0);
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
    if ((PACK ? lane : (int)threadIdx.x) == 0)
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
    if constexpr (PACK) {
        /* A packed warp's heads go out from its own fragments: it has no other
         * warp's state to merge, and the CTA's other warps may still be using
         * the shared memory the merge would stage it in. A lane holds columns
         * g and g + 8 of heads 2c and 2c + 1; with its neighbour's (lane ^ 4)
         * it stores two adjacent columns of one head as a word. */
        T *out = static_cast<T *>(a.out);
        const int odd = g & 1;
#pragma unroll
        for (int nb = 0; nb < NB; nb++) {
            const int j = nb * 8 + 2 * c + odd;
            const float r = 1.0f / (odd ? l_run[nb][1] : l_run[nb][0]);
#pragma unroll
            for (int mb = 0; mb < KS; mb++)
#pragma unroll
                for (int e = 0; e < 2; e++) {
                    const float v0 = o[nb][mb][2 * e], v1 = o[nb][mb][2 * e + 1];
                    const float got = __shfl_xor_sync(FULL, odd ? v0 : v1, 4);
                    const float lo = odd ? got : v0, hi = odd ? v1 : got;
                    if (j < nq)
                        *reinterpret_cast<unsigned *>(out + (head0 + j) * HD + 16 * mb + 8 * e + g - odd) =
                            Mma<T>::pack(lo * r, hi * r);
                }
        }
        TRACE_END(PA_TR_DIRECT);
        return;
    }
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
    constexpr int G = QSC * HD / 4 > MMA_MAX_WARPS * 32 ? 2 : 1;
    /* Past MERGE_ONE_LEVEL_MAX partitions, up to MERGE_GROUPS_MAX groups, in
     * two levels (pa_device.cuh merge_groups): the last CTA of this
     * partition's group of MERGE_GROUP combines the group's states into the
     * group's own, then counts the group; the last group's merges the groups.
     * A path of its own to the end, so that the one-level path's code is as it
     * was: with the two levels' values computed beside it, launches of up to
     * 16 partitions ran 1.5-1.7 % slower (on an H100, as a decode step, 1 x
     * 4096 in 10, 6.39 -> 6.50 us; bench/runs/2026-12-07-h200-groups, round
     * 4), and on their own path as before (round 5, 6.45 against 6.44). Not
     * at head_dim 64 over 16 heads, two CTAs an SM within 128 registers, where
     * a group's combine spilled. */
    constexpr bool TWO_LEVEL = !(HD == 64 && NB == 2);
    /* after thread 0's count: whether it was the last, every thread's through
     * the barrier; the CTAs whose count was not leave */
    auto merges = [&] {
        __syncthreads();
#ifdef PA_TRACE
        stamp[PA_TR_COUNTED] = pa_global_ns_after((unsigned)*sflag);
#endif
        if (!*sflag)
            TRACE_END(PA_TR_PARTIAL);
        return *sflag != 0;
    };
    if (TWO_LEVEL && nparts > MERGE_ONE_LEVEL_MAX && nparts <= MERGE_GROUP * MERGE_GROUPS_MAX) {
        const int ngroups = (nparts + MERGE_GROUP - 1) / MERGE_GROUP, gstride = merge_groups(a.splits);
        const Partials GS =
            Partials::at(a.partials + Partials::floats(a.nparts, HD), (long long)a.batch * a.heads * gstride);
        const int g = split / MERGE_GROUP, gsize = min(MERGE_GROUP, nparts - g * MERGE_GROUP);
        int *gcount = a.counters + (long long)a.batch * a.heads + cidx * gstride + g;
        if (threadIdx.x == 0)
            *sflag = atomic_add_acq_rel(gcount, 1) == gsize - 1;
        if (!merges())
            return;
        const long long first = (long long)g * MERGE_GROUP;
        const Partials GP = {P.m + first, P.l + first, P.acc + first * HD}; /* the group's first partition */
        combine_into<HD, MERGE_GROUP, G>(GP, a.splits, head0, nq, gsize, GS, gstride, g);
        __syncthreads(); /* every thread's group state before the count's release */
        if (threadIdx.x == 0) {
            *gcount = 0;
            *sflag = atomic_add_acq_rel(a.counters + cidx, 1) == ngroups - 1;
        }
        if (!merges())
            return;
        if (ngroups <= 4)
            merge_few_partials<T, HD, 4, G>(a, GS, gstride, head0, nq, ngroups);
        else
            merge_few_partials<T, HD, MERGE_GROUPS_MAX, G>(a, GS, gstride, head0, nq, ngroups);
        if (threadIdx.x == 0)
            a.counters[cidx] = 0;
        TRACE_END(PA_TR_MERGED);
        return;
    }
    if (threadIdx.x == 0)
        *sflag = atomic_add_acq_rel(a.counters + cidx, 1) == nparts - 1;
    if (!merges())
        return;
    if (nparts <= 4)
        merge_few_partials<T, HD, 4, G>(a, P, a.splits, head0, nq, nparts);
    else if (nparts <= 16)
        merge_few_partials<T, HD, 16, G>(a, P, a.splits, head0, nq, nparts);
    else if (HD >= 256 && nparts <= 32 && nq * (HD / 4) * 2 > (int)blockDim.x)
        /* two quads a lane at head_dim 256 where one would take more than one
         * pass over the CTA's heads; at one head a CTA they would leave half
         * the threads idle (13.3 -> 13.6 us, 1/1 at 1 x 22000 in 32 on an
         * H100); at 128 they take head_dim 128's kernels past the 168
         * registers of three four-warp CTAs an SM */
        merge_paired_partials<T, HD, 16, 2>(a, P, head0, nq, nparts);
    else if (HD >= 128 && nparts <= 32) /* at head_dim 64 its registers spill */
        merge_paired_partials<T, HD, 16, 1>(a, P, head0, nq, nparts);
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

/* The kernel that runs `shape` (src/plan_mma_shape.c): with PAIR two warps
 * share each ring */
template <typename T, int HD, int NB, bool PAIR = false>
int launch_mma(const pa_launch *l, AttnArgs a, const pa_mma_shape &shape, cudaStream_t s, pa_err *e)
{
    const pa_problem *p = &l->p;
    const int pack = shape.pack > 1 ? shape.pack : 1;
    const int block = shape.block;
    const bool held = shape.held, drain = shape.drain;
    /* a packed CTA's warps keep their states in registers: rings and masks only */
    const size_t shared = pack > 1 ? (size_t)pack * a.stages * Slot<T, HD>::BYTES
                                   : mma_shared_bytes(block / 32, a.stages, Slot<T, HD>::BYTES, 8 * NB, HD, PAIR);
    const size_t smem = shared + (size_t)(block / 32) * a.stages * 4 + 16;
    a.masks_at = (unsigned)shared;
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
    if (pack > 1) {
        if constexpr (PAIR)
            return pa_fail(e, "internal: paired warps are not packed");
        else if (a.splits != 1 || shape.threads != 32 || block != 32 * pack || held || drain || a.cluster ||
                 pack > PACK_MAX_WARPS)
            return pa_fail(e, "internal: only one-warp CTAs of whole sequences are packed, up to %d a CTA",
                           PACK_MAX_WARPS);
        else
            kernel = mma_decode_kernel<T, HD, NB, false, true, false, false, false, false, true>;
    }
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
        cfg.gridDim = dim3((unsigned)((a.items * p->kv_heads * a.nsub + pack - 1) / pack));
    /* The flagged merge is a kernel of its own, so launches that never take it
     * run the same code as before it existed (with its code beside theirs,
     * 2 x 60 lost 7 % and 8 x 128 3 % on an H200). Where the shape may take
     * it: src/plan_mma_shape.c, may_merge_flagged; a cluster the device holds
     * merges without it. */
    if (a.cluster)
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

} /* namespace pa */

size_t pa_cuda_flagged_bytes(const pa_launch *l)
{
    pa_err e;
    pa_mma_shape shape;
    const int sms = pa::device_sms(&e);
    if (sms < 0 || pa_mma_shape_of(l, sms, &shape, &e) || !shape.flagged)
        return 0;
    /* three 16-byte words per four columns, per query head and partition */
    return (size_t)l->p.batch * l->p.heads * shape.splits * (l->p.head_dim / 4) * 3 * 16;
}

int pa_cuda_mma_decode(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const int sms = device_sms(e);
    if (sms < 0)
        return -1;
    pa_mma_shape shape;
    if (pa_mma_shape_of(l, sms, &shape, e))
        return -1;
    float *partials = m ? m->partials : nullptr;
    int *counters = m ? m->counters : nullptr;
    if (shape.splits > 1 && (!partials || !counters))
        return pa_fail(e, "splits=%d needs a partials workspace and merge counters", shape.splits);

    AttnArgs a = attn_args(l, l->chunk);
    a.splits = shape.splits;
    a.partials = shape.splits > 1 ? partials : nullptr;
    a.nparts = (long long)l->p.batch * l->p.heads * shape.splits;
    a.counters = counters;
    /* the caller sized the words by pa_cuda_flagged_bytes and left them null where that is 0 */
    a.flagged = shape.flagged && m ? static_cast<uint4 *>(m->flagged) : nullptr;
    a.qs = shape.qs;
    a.nsub = shape.nsub;
    a.stages = shape.stages;
    a.part = (int)shape.part;
    a.items = shape.items;
    a.compact = shape.compact;
    a.cluster = shape.cluster;
    a.front = shape.front;

    auto go = [&](auto tt, auto hd) -> int {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        if (shape.qs > 8) {
            if constexpr (HD <= 128)
                return launch_mma<T, HD, 2>(l, a, shape, s, e);
            else
                return launch_mma<T, HD, 1, true>(l, a, shape, s, e);
        }
        return launch_mma<T, HD, 1>(l, a, shape, s, e);
    };
    auto by_dim = [&](auto tt) -> int {
        switch (l->p.head_dim) {
        case 64: return go(tt, Dim<64>{});
        case 128: return go(tt, Dim<128>{});
        default: return go(tt, Dim<256>{}); /* the shape took 64, 128 or 256 */
        }
    };
    return l->p.dtype == PA_FP16 ? by_dim(Tag<__half>{}) : by_dim(Tag<__nv_bfloat16>{});
}
