/* Choosing how to run a decode step: the kernel names, what `auto` runs and
 * its split count. The fp16/bf16 GPU kernels' launches are modelled in
 * plan_mma_launch.c and their split count in plan_mma_splits.c; this file
 * holds the CPU's and fp32's counts and the choice of kernel. */
#include "plan_mma.h"

const char *const pa_kernel_names[] = {"naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto", NULL};

const char *const pa_kernel_descriptions[] = {
    "host loop copying block by block into padded K/V, then dense attention (seed: Naive)",
    "one gather kernel into contiguous K/V, then a fused dense pass (seed: Fast PyTorch)",
    "chunked, a token at a time, block table read per token (seed: Triton old)",
    "grid (batch, heads), a chunk of tokens as one vector op, online softmax (seed: Triton new)",
    "flash-decoding: KV axis split across blocks, partial (m, l, acc) merged by a reduce",
    "one block per (batch, kv head, split) serving every query head of the group",
    "picks kernel and split count from the batch and the device",
    NULL,
};

int pa_default_chunk(int head_dim) { return head_dim <= 128 ? 64 : 32; }

/* Below this many tokens a partition's fixed costs (its launch share, the
 * partial write and the merge) are no longer small against its reads. On the
 * CPU a partition is a task: 2048 tokens left 1 x 4096 in two tasks on a
 * 16-core Xeon, 1.62 ms against 0.32 in sixteen of 256 (bench/RESULTS.md, the
 * CPU vector round); more, smaller tasks gained at most 15 %. */
#define MIN_TOKENS_PER_SPLIT_CPU 256
#define MAX_SPLITS 128

/* The GPU's fp32 kernels (kernels/split_kv.cu, gqa.cu): a CTA walks its tokens
 * with few loads in flight, so a step reads fast only with many CTAs an SM,
 * and a partition of a few dozen tokens still pays for its merge. Fitted on an
 * H200 to 40 drawn fp32 steps (scenarios/auto.lua, bench/RESULTS.md, auto
 * round): eight CTAs an SM, parts of at least 32 tokens, at most 64 of them,
 * took auto from 1.35 to 1.07 times the best launch (geometric mean) where two
 * CTAs an SM and parts of 256 left steps of a few long sequences in a CTA or
 * two an SM, up to 5.5 times slower. */
#define FP32_GPU_CTAS_PER_SM 8
#define FP32_GPU_MIN_PART 32
#define FP32_GPU_MAX_SPLITS 64
/* Short sequences whose grouped grid would leave an SM with under two CTAs run
 * a CTA a query head (paged): on those steps 1.0-1.5x faster than the grouped
 * kernel unsplit, which loops over the group's heads for each of few tokens. */
#define FP32_GPU_SHORT 128

/* Whether the grouped kernel unsplit runs the step two one-warp CTAs a CTA (the
 * kernel's PACK, src/plan_mma_shape.c), each warp serving at most 8 heads. Over
 * sequences of one or two steps one_head_ctas ran a CTA a head against the
 * grouped CTA's chain; packed, a grouped warp stores its heads from registers
 * and two start as one CTA. On an H100 (bench/runs/2026-12-06-h200-pack, round
 * 3), on 25 steps of groups 2 to 8 drawn among those one_head_ctas took, the
 * grouped launch ran in 0.918 of the time (0.62-1.02; 16/2 at head_dim 256, 39
 * x 22, 2.60 us against 4.20; 64/8 at 11 x 12, 1.91 against 2.41; 4/1 at 75 x
 * 5, 1.76 against 1.98), and 0.933 on 30 of a second draw (0.78-1.01), none
 * slower by over 2 %. Held out on 34 steps drawn among those it moves, none
 * timed before, `auto` against the build before it (round 4): 0.950 of the time
 * on 24 (0.76-1.04; two of 3 and 4 sequences at group 8 slower by 4 %), 0.685
 * on 10 of over 528 one-head CTAs (0.53-0.88; 8/1 at head_dim 256, 72 x ~32,
 * 2.39 us against 4.51). Not at 16 heads a warp, two blocks of heads, slower on
 * 8 of 9 such steps (1.08-2.38: 32/2 at 2 x 24, 3.35 against 1.67; 16/1 at
 * head_dim 64, 9 x 32, 2.39 against 1.58), faster only in grids of over ten
 * CTAs an SM (43 x ~7 at 32/2, 1376 CTAs a head, 2.74 against 3.44). */
static int grouped_packs(const pa_problem *p, const pa_device_shape *dev, int chunk)
{
    const pa_launch l = {.p = *p, .kind = PA_K_GQA, .chunk = chunk, .splits = 1};
    pa_mma_shape s;
    pa_err e;
    return pa_mma_shape_of(&l, dev->parallel_units, &s, &e) == 0 && s.pack > 1 && s.qs <= 8;
}

/* The most one-head CTAs an SM one_head_ctas runs at head_dim 64 and 128 over
 * sequences of one or two steps, where grouped_packs leaves the step to it
 * (more than 8 heads a warp). Past it the grouped kernel, packed two warps a
 * CTA, starts fewer CTAs than the one-head grid's waves. On an H100
 * (bench/runs/2026-12-06-h200-pack, round 5), on 16 group-16 steps of 640 to
 * 1584 one-head CTAs, timed both ways in the same rows: at head_dim 128 a CTA a
 * head won at 800 and 864 (16/1 at 54 x 27, 3.14 us against 3.43 grouped),
 * grouped from 976 (0.74-0.89 of the time; 16/1 at 99 x 23, 3.53 against 4.68);
 * at head_dim 64 grouped from 928 (0.79-0.96), below it 0.88-1.02.
 * `auto` 0.893 of the time on those 16, none slower; on 12 more drawn beside
 * them and read only after, 0.912, one slower by 3 % (256/16 at 4 x 30, 1024
 * CTAs, 3.40 -> 3.50). Held out on 20 steps it moves, none timed before,
 * against the build before it (round 6): 0.910 (0.69-1.14; 32/2 at 48 x 11,
 * 3.97 -> 2.75 us), 5 slower by over 2 %, 4 and 16 kv heads at 4 to 19
 * sequences of two steps, 30 to 38 packed grouped CTAs (64/4 at 15 x ~18, 3.13
 * -> 3.56). */
#define ONE_HEAD_MOST_128 7

/* The GPU's fp16/bf16 grouped kernel unsplit, when one CTA a query head would
 * still leave half the SMs idle: the group's heads then run in CTAs of their
 * own, side by side, each with the shortest chain of round trips, and the K/V
 * they share is read once from DRAM and again from L2. Those CTAs are then cut
 * into as many partitions as keep the grid within half the SMs, each at least
 * MMA_FEW_MIN_TOKENS long and at most MMA_FEW_PARTS of them, the count the
 * kernel merges in one round trip (on an H200, as a decode step: 2 x 60 at
 * group 4 unsplit, 2.9 us against 3.5 grouped; 1 x 512 at group 4 in 2
 * partitions, 6.0 against 6.6 unsplit and 7.4 grouped; at group 2 in 4, 5.5
 * against 6.7). Returns the partition count, or 0 when the rule does not hold. */
static int one_head_ctas(const pa_problem *p, const pa_device_shape *dev, int chunk)
{
    const long long ctas = (long long)p->batch * p->heads, half = dev->parallel_units / 2;
    if (!dev->is_gpu || p->dtype == PA_FP32)
        return 0;
    if (p->max_context_len <= MMA_TINY_TOKENS && grouped_packs(p, dev, chunk))
        return 0;
    /* Sequences of one or two 16-token steps whose grouped grid fills at most
     * three quarters of the SMs (read before the grouped kernel packed its
     * one-warp CTAs; grouped_packs above keeps those): a grouped CTA there is
     * all chain (table, K/V, the group's rows, the write) over too few CTAs to
     * hide it, and a CTA a head runs the same chain for one head, many CTAs
     * side by side, however many SMs they take (on an H200, as a decode step:
     * group 16, 6 x 16, 2.64 us against 4.79 grouped; 12 x 16, 4.05 against
     * 4.84; bf16 9 x 24, 4.05 against 5.56; head_dim 256, 6 x 16, 2.78 against
     * 4.98; group 8 at 2 kv heads, 40 x 32, 2.83 against 3.12; 45 x 16, 2.55
     * against 3.14; group 4, 8 x 32, 2.00 against 2.37; 10 x 16, 2.07 against
     * 2.43; group 2 at head_dim 256, 10 x 8, 2.72 against 2.92). A larger
     * grouped grid has CTAs enough (group 4, 16 x 32 in 128 CTAs, 2.45 grouped
     * against 2.72; 14 x 16 in 112, 2.44 against 2.56; group 8, 60 x 16 in 120,
     * level), and so has a third step (group 4, 12 x 33, 2.18 against 2.45;
     * group 16, 4 x 64 at head_dim 256, level; 7 x ~12 up to 36 tokens, 1.47
     * times slower a CTA a head). At head_dim 64, whose grouped CTAs are the
     * lightest, only within half the SMs (group 4, 8 x 16 in 64 CTAs, 1.93
     * against 1.99; 11 x 24 in 88, 2.10 against 1.97). At head_dim 256 not past
     * a wave of one-head CTAs: six an SM in two 16 KiB slots (shared memory),
     * eight in one (registers), where every sequence is a step and
     * src/plan_mma_shape.c gives it one slot. Two slots: up to 776 CTAs they
     * won (8/1 at 97 x 2, 4.35 us against 5.02 grouped; 128/16 at 6 x ~3, 4.29
     * against 5.02), from 896 lost (an H100,
     * bench/runs/2026-12-06-h200-heldout, round 5: 128/8 at 7 x 25, 8.22
     * against 5.01; 11 x 26, 1408 CTAs, 9.16 against 4.92). One slot: up to
     * 1040 they won, from 1072 lost, 4.2-4.9 us against 7.0-7.5 (rounds 5 to 7:
     * 64/4 at 16 x 2, 1024 CTAs, 4.47 against 5.37 grouped; 16/1 at 67 x 14,
     * 1072, 7.03 against 5.13; held out at eight on 20 steps of 925 to 1188
     * CTAs, `auto` 1.003 times the better kernel). */
    if (ctas > half) {
        const long long grouped = (long long)p->batch * mma_rows(p, PA_K_GQA);
        const long long most = p->head_dim <= 64 ? half : 3LL * dev->parallel_units / 4;
        const int wave = p->max_context_len <= MMA_STEP ? 8 : 6;
        if (p->head_dim == 256 && ctas > (long long)wave * dev->parallel_units)
            return 0;
        if (p->head_dim <= 128 && ctas > (long long)ONE_HEAD_MOST_128 * dev->parallel_units)
            return 0;
        return p->max_context_len <= MMA_TINY_TOKENS && grouped <= most;
    }
    if (one_head_whole(p, dev->parallel_units))
        return 1;
    long long parts = half / ctas;
    /* At head_dim 256 and groups 5 to 8, where the heads fill a third to a
     * half of the SMs, a CTA a head over a sequence past a round (128 tokens)
     * streams it alone: one-head parts of half a round (on an H200, as a
     * decode step, bench/RESULTS.md, balance round: 40/8 at 1 x 160, 4.01 us
     * in 3 against 4.32 whole; 1 x 231, 4.33 in 4 against 5.29; 64/8 at 1 x
     * 221, 4.64 against 5.18, where 1 x 128 whole was fastest, 2.55 against
     * 3.74 in 2; held out, 56/8 at 1 x 192, 3.93 in 3 against 4.32, and 48/8
     * at 1 x 256 fragmented, 4.34 in 4 against 5.29, each the best; an earlier
     * round's drawn 5/1 at 13 x 201, 4.88 against 5.26, 4.53 in 2 grouped
     * parts). Groups up to 4 take the group's CTAs in parts of a round
     * (grouped_third_parts, plan_mma_splits.c). */
    const int group = p->heads / p->kv_heads;
    const long long round = mma_inflight_tokens(p);
    if (parts == 1 && p->head_dim == 256 && group > 4 && group <= 8 && p->max_context_len > round)
        return (int)((2 * p->max_context_len + round - 1) / round);
    if (parts > p->max_context_len / MMA_FEW_MIN_TOKENS)
        parts = p->max_context_len / MMA_FEW_MIN_TOKENS;
    if (parts > MMA_FEW_PARTS)
        parts = MMA_FEW_PARTS;
    return parts < 1 ? 1 : (int)parts;
}

/* Sequences of a few steps in a grid of over half the SMs of CTAs a head,
 * at groups whose grouped CTA serves many heads: there the grouped CTA's chain
 * (table, K/V, the group's rows, the write) is the step, 2.4 us at head_dim 128
 * up to 8 heads a CTA, 3.6 at head_dim 256 and 4.1 at more than 8 heads, while
 * a CTA a head runs its own shorter chain beside the others, up to a few CTAs
 * an SM. On an H200, as a decode step (bench/RESULTS.md, small round), a CTA a
 * head against the grouped CTA, head_dim 128: group 8 at one kv head, 10 x 48,
 * 1.94 us against 2.38; 20 x 64, 2.10 against 2.40; at 8 kv heads, 2 x 80,
 * 2.19 against 2.37; group 6, 2 x 64, 1.91 against 2.15; group 16, 1 x 112,
 * 2.52 against 3.90; 1 x 160, 2.52 against 5.98 in 2 grouped parts; 3 x 64 in
 * 384 CTAs, 2.66 against 4.14; head_dim 256, group 8 at one kv head, 10 x 96,
 * 2.52 against 3.54; 24 x 64, 2.77 against 3.65; group 16, 1 x 96, 2.78 against
 * 3.62. Up to 8 heads a CTA at head_dim 128 only while the one-head CTAs'
 * tokens stay within 80 an SM and the CTAs within three for two SMs (20 x 96,
 * 2.63 against 2.39; 2 x 112, 2.52 against 2.31; 30 x 64, 2.62 against 2.44;
 * 3 x 64, 2.47 against 2.41). At more than 8 heads a CTA up to 256 tokens,
 * the one-head CTAs' tokens within 288 an SM (group 16, 2 x 136, 4.38 against
 * 4.54 unsplit and 6.02 in the 2 parts the grouped rules cut; 1 x 240, 4.19
 * against 4.78; on steps none of it was read from, 1 x 180, 2.68 against 4.60;
 * group 12, 1 x 230, 3.66 against 4.44; past it, 20 x 120, 4.12 against 3.99;
 * 2 x 200, 7.91 against 4.85; bf16 at 4 kv heads, 5 x 134, 6.76 against 4.55).
 * At
 * head_dim 256 up to 96 tokens (group 16, 1 x 128, 4.69 against 3.49) and
 * within three of the one-head CTAs' 32-token chunks an SM (group 16, 2 x 48
 * in 256 CTAs of two, 3.86 against 3.82; bf16 group 8, 20 x 72 in 160 of
 * three, 3.85 against 3.62). Not at head_dim 64, whose grouped CTA is the
 * lightest (group 8, 10 x 64, 1.83 against 1.90; 20 x 96, 2.18 against 2.00),
 * nor at groups of up to 4 (one_head_ctas). */
static int short_wide_group(const pa_problem *p, const pa_device_shape *dev)
{
    const int sms = dev->parallel_units, group = p->heads / p->kv_heads;
    const long long ctas = (long long)p->batch * p->heads, max_ctx = p->max_context_len;
    if (!dev->is_gpu || p->dtype == PA_FP32 || 2 * ctas <= sms)
        return 0;
    if (p->head_dim == 128 && group > 8)
        return max_ctx <= 256 && ctas <= 3LL * sms && ctas * max_ctx <= 288LL * sms;
    if (p->head_dim == 128 && group > 4)
        return max_ctx <= 128 && 2 * ctas <= 3LL * sms && ctas * max_ctx <= 80LL * sms;
    if (p->head_dim == 256 && group >= 8)
        return max_ctx <= 96 && ctas * ((max_ctx + 31) / 32) <= 3LL * sms;
    return 0;
}

/* Over 8 heads a CTA at head_dim 256 (paired warps), a grid of at most half
 * the SMs' worth of heads, sequences past a round (128 tokens): the grouped
 * CTAs, a few for each kv head, each compute 16 heads a step and merge 16
 * heads' partials, while a CTA a head in parts of at most three quarters of a
 * round (96 tokens) runs the same bytes, the group's heads reading them again
 * from L2, over many CTAs of short chains. Up to MMA_PAIR_ONE_HEAD_SM_TOKENS
 * one-head tokens an SM. On an H200, as a decode step (bench/RESULTS.md,
 * halfround round), against the grouped launch before: 16/1 at 1 x 300, 3.94
 * us in 4 against 6.73 in 3; 8-token blocks, 1 x 408, 4.31 in 5 against 6.41
 * in 4; 32/2 at 1 x 350, 4.36 in 4 against 6.88 in 3; 64/4 at 1 x 280, 5.32
 * in 3 against 6.58 in 3 grouped; on 15 steps none of it was read from, 1.264
 * -> 1.059 times the best launch, 1.194 times as fast, one slower (48/4 at 1 x
 * 400, 6.45 in 5 parts of 80 tokens against 5.93 grouped in 4, and 5.33 in
 * the 7 grouped parts of half a round that mma_splits now cuts). Past the
 * bound the grouped parts win (64/4 at 1 x 369, 6.34 in 4 against 5.96
 * grouped; 1 x 450, 10.69 in 5 against 5.76), and whole sequences of a round
 * stay whole (16/1 at 1 x 120, 2.32 us against 3.50 in 2). Returns the part
 * count, or 0 where the rule does not hold. */
static int paired_one_head_parts(const pa_problem *p, const pa_device_shape *dev, int grouped_splits)
{
    (void)grouped_splits; /* its bound is tokens a head, whatever the grouped count */
    const int sms = dev->parallel_units;
    const long long heads = (long long)p->batch * p->heads, max_ctx = p->max_context_len;
    if (!dev->is_gpu || p->dtype == PA_FP32 || p->head_dim != 256 || p->heads / p->kv_heads <= 8 ||
        pa_mma_uneven(p) || 2 * heads > sms)
        return 0;
    const long long round = mma_inflight_tokens(p), part = 3 * round / 4;
    if (max_ctx <= round || heads * max_ctx > (long long)MMA_PAIR_ONE_HEAD_SM_TOKENS * sms)
        return 0;
    return (int)((max_ctx + part - 1) / part);
}

/* The same at head_dim 128, groups of 8 and more over one or two
 * sequence-rows (a sequence's kv heads), at most a quarter of the SMs' worth
 * of heads, whose grouped launch is split, sequences of up to six rounds
 * (1536 tokens): a CTA a head in parts of half a round (128 tokens), at least
 * 2, at most 16 and two CTAs an SM. On an H100, as a decode step
 * (bench/runs/2026-12-07-h200-onehead), read from 15 drawn steps timed at 1 to
 * 16 parts (round 1); held out on 24 more, none timed before, 0.810 of the
 * grouped launch's time, every one faster by over 2 % (round 3; bf16 16/1 at
 * 1 x 1059, 4.23 us in 9 against 6.63 grouped in 5). Parts past about 200
 * tokens lose: rounded down to a power of two the count left 16/2 at 1 x 865
 * 4.81 in 4, slower than 4.25 grouped, where 7 ran 4.01 (round 2). Four rows
 * at group 8 lost on each of four steps (16/2 at 2 x 814, 5.10 in 4 against
 * 4.44 grouped in 7; 32/4 at 1 x 682, 4.27 against 3.92). Past the length
 * the grouped parts win (16/2 at 1 x 2189, 5.08 a head at best against 4.60
 * grouped; 32/2 at 1 x 1563, 9.71 in 8 against 6.81). Group 16 over three
 * or four rows, up to half the SMs' worth of heads, takes the same count up to
 * MMA_ONE_HEAD_SM_TOKENS_128 one-head tokens an SM (round 4: read from 18
 * steps, 0.787; held out on 12 more, 0.812, every one faster by over 2 %;
 * 64/4 at 1 x 440, 4.26 us in 4 against 5.68 grouped; past the bound level
 * or slower: 64 heads at 4 x 855, 6.78 at best against 5.64). Returns the
 * part count, or 0 where the rule does not hold. */
static int short_one_head_parts_128(const pa_problem *p, const pa_device_shape *dev, int grouped_splits)
{
    const int sms = dev->parallel_units, group = p->heads / p->kv_heads;
    const long long heads = (long long)p->batch * p->heads, max_ctx = p->max_context_len;
    const long long rows = (long long)p->batch * p->kv_heads;
    if (!dev->is_gpu || p->dtype == PA_FP32 || p->head_dim != 128 || group < 8 || pa_mma_uneven(p) ||
        grouped_splits <= 1)
        return 0;
    if (rows <= 2 ? 4 * heads > sms
                  : group < 16 || rows > 4 || 2 * heads > sms ||
                        heads * max_ctx > (long long)MMA_ONE_HEAD_SM_TOKENS_128 * sms)
        return 0;
    const long long round = mma_inflight_tokens(p);
    if (max_ctx > 6 * round)
        return 0;
    long long parts = (2 * max_ctx + round - 1) / round;
    if (parts > MMA_FEW_MAX_PARTS)
        parts = MMA_FEW_MAX_PARTS;
    if (parts > 2 * sms / heads)
        parts = 2 * sms / heads;
    return parts < 2 ? 2 : (int)parts;
}

/* A batch of mixed short lengths whose grouped grid holds at most a third of
 * the SMs runs a CTA a head: at head_dim 256, groups 2 to 16, at the grouped
 * rules' count; at head_dim 128, groups 5 to 16 cut in 2 parts or more, in
 * parts of a round (four warps' two slots, 128 tokens), at least 2. A
 * grouped CTA of such parts computes the group's heads over the part and
 * merges them through global memory (an uneven batch's parts do not merge in
 * a cluster); a CTA a head runs a head's share of that chain beside the
 * others'. On H100s, as a decode step (bench/runs/2026-12-06-h200-kinds):
 * - head_dim 256, groups 2 to 8 (round 1, 21 drawn batches the grouped rules
 *   keep within a third of the SMs): a CTA a head at the grouped count was
 *   faster on all, by 1.04 to 1.81 times (bf16 8/1 at 165 and 302 tokens in
 *   6 parts, 4.35 us against 7.86; unsplit, 14/2 at six of 8 to 60, 2.52
 *   against 3.33) and within 2.5 % of the best launch at any count on each.
 *   On 32 batches drawn at random among those it moves, none timed before
 *   (round 2), 1.361 -> 1.005 times the best launch, 30 faster, 2 slower
 *   (bf16 48/8 at five of up to 48 tokens unsplit, 3.34 -> 3.72 us).
 * - head_dim 256, groups 9 to 16, and head_dim 128, groups 5 to 16 (round
 *   3): the six and nine batches it moves 1.443 -> 1.003 times the best,
 *   each faster (bf16 15/1 at 114 and 201 tokens in 4 parts, 10.28 -> 4.12;
 *   bf16 16/2 at 6 x ~145, 5.34 grouped in 2 -> 3.87 a head in 3, parts of
 *   128 tokens where 2 parts of 144 take a second round trip). Held out (round
 *   4), 32 batches drawn at random among those the rule moved then, with the
 *   count raised to parts of a round only past one: 1.304 -> 1.027, 28
 *   faster, 3 slower. Of the six still over 5 %, five ran best a head in
 *   parts of a round where the grouped count's were shorter (bf16 12/1 at
 *   seven of 58 to 497 tokens, 5.38 us in 5 parts, 4.61 in 4; fp16 7/1 at ten
 *   of 92 to 492, 5.28 in 5, 4.50 in 4): on those 32, 1.007. So taken and
 *   held out (round 6) on 24 batches where it moves the count: 1.086 ->
 *   1.018, none slower (grouped 1.127; 3 of 24 faster grouped, bf16 16/2 at 7
 *   x ~240, 4.49 us against 5.33). Not at head_dim
 *   128 unsplit or at groups up to 4, whose grouped CTA serves the group from
 *   one ring (16/4 at 7 x ~32 unsplit, 2.17 grouped against 2.30; the records'
 *   32/8 at 2 x ~251 in 3, 3.53 against 4.00).
 * - head_dim 64, groups 9 to 16, at the grouped count within 5/3 CTAs an SM
 *   (kinds rounds 3 and 5): 17 batches 1.429 -> 1.044 and
 *   1.268 -> 1.061 times the best (bf16 11/1 at ten of up to 59 tokens
 *   unsplit, 2.69 -> 1.93 us; fp16 24/2 at 2 x ~283, 5.23 grouped in 2 ->
 *   3.32 a head in 3, where 2 parts pass a round: uneven_two_over_half);
 *   slower past it (112/8 at 200 and 819 in 4, 560 CTAs: 4.61 grouped
 *   against 13.63), at groups 5 and 7 (10/2 at five of 126 to 910, 3.48
 *   against 3.63) and at 22/2 at 8 x ~155 unsplit (3.22 against 3.51).
 *   Held out on 24 drawn batches (the halfwide round's round 3): 0.925 of
 *   the grouped time, 15 faster, 6 slower; all 9 of up to a wave faster
 *   (0.77-0.88), the slower past it (14/1 at 11 x ~314 unsplit, 154 CTAs,
 *   5.08 against 4.04).
 * Up to a one-head grid of 2.5 CTAs an SM (timed to 336) and parts of two
 * rounds (timed to 96 tokens at head_dim 256; the records' 5/1 at 4 x ~1818,
 * parts of 198, 11.54 against 13.30, not taken): further on the group's
 * single read of the kv head wins again (bf16 24/2 at 12 x ~108 in 2, 432 a
 * head, 5.57 grouped against 9.63; 8/1 at 2 x ~35000 in 45 CTAs, parts of
 * 1563, 59.12 against 70.09; 32/4 at 4 x ~381 in 60 CTAs, 480 a head, 5.69
 * against 24.80). Returns the part count, or 0. */
static int uneven_one_head_parts(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int splits)
{
    const int group = p->heads / p->kv_heads, sms = dev->parallel_units;
    if (!dev->is_gpu || p->dtype == PA_FP32 || !lens || !pa_mma_uneven(p) || p->batch > PA_COMPACT_MAX_BATCH ||
        group > 16 || group < (p->head_dim == 256 ? 2 : p->head_dim == 64 ? 9 : 5) || (p->head_dim == 128 && splits < 2))
        return 0;
    const long long round = mma_inflight_tokens(p);
    long long part = pa_mma_part_tokens(p->max_context_len, splits);
    const long long grouped = pa_compact_items(lens, p->batch, splits, part) * p->kv_heads;
    if (part > 2 * round || 3 * grouped > sms)
        return 0;
    long long parts = splits;
    if (p->head_dim == 128) {
        parts = (p->max_context_len + round - 1) / round;
        parts = parts < 2 ? 2 : parts;
        part = pa_mma_part_tokens(p->max_context_len, parts);
    }
    if (parts > MMA_MAX_SPLITS)
        return 0;
    const long long items = pa_compact_items(lens, p->batch, (int)parts, part);
    /* up to 5/2 one-head CTAs an SM; at head_dim 64, 5/3 */
    return (p->head_dim == 64 ? 3 : 2) * items * p->heads <= 5LL * sms ? (int)parts : 0;
}

/* An uneven batch of short sequences, the longest under 9/4 of a round, that
 * the grouped count cut in 2 (uneven_wave_parts' parts of three quarters of a
 * round) at groups whose grouped CTA serves many heads: 8 to 16 at head_dim
 * 128, 4 to 16 at 256. There a part's fixed costs (the group's query rows
 * loaded, its partial rows written and merged for every head) weigh more than
 * the shorter chain saves, and the batch runs whole. Taken after the one-head
 * rules, so a batch they run a CTA a head keeps that launch (inside the
 * grouped count the rule moved six such batches, the five timed each slower:
 * bf16 16/2 at 6 x ~145, 3.87 us a head in 3 against 5.01). Read from the
 * records since 58b4fb4 (bench/runs/2026-12-07-h200-widewhole, README): 10
 * steps it moves, 8 faster or level (fp16 64/8 at 5 x ~92, 4.70 us in 2
 * against 3.68 whole; bf16 32/8 at head_dim 256, 29 x ~52, 8.45 against 6.87),
 * 2 slower (fp16 128/16 at 13 x ~80, 5.70 against 5.95). Held out on 32 drawn
 * batches it moves, none timed before (round 1, an H100): whole 0.908 of the
 * time of 2 parts, 21 faster and 6 slower by over 2 %; head_dim 256 0.857
 * (fp16 128/8 at 16 x ~67, 8.34 us against 11.70), head_dim 128 0.961, the
 * slower there at one or two kv heads and 18 to 38 sequences (bf16 10/1 at 38
 * x ~139, 5.55 against 5.32). Against the best launch, 1.121 -> 1.017. */
static int uneven_wide_whole(const pa_problem *p, const pa_device_shape *dev)
{
    const int group = p->heads / p->kv_heads;
    return dev->is_gpu && p->dtype != PA_FP32 && pa_mma_uneven(p) && p->head_dim >= 128 &&
           group >= (p->head_dim == 256 ? 4 : 8) && 4LL * p->max_context_len < 9 * mma_inflight_tokens(p);
}

/* Head_dim 256 at groups 2 to 8 over one or two sequence-rows (a sequence's
 * kv heads), past the grouped rules' 16 parts: a CTA a head in as many parts
 * of at least a round as a wave of them holds, up to 32. Two rows of grouped
 * CTAs in 16 parts fill a fraction of the SMs, and their merge of a whole
 * group's heads costs more at head_dim 256 than a head's own (4/1 at 1 x 9584,
 * 9.34 us in 32 a head against 13.28 grouped in 16; on the ten named steps of
 * bench/runs/2026-12-04-h200-leads, auto at 1.044 times the best against
 * 1.256 before). Past parts of 1024 tokens the grouped CTAs' single read of
 * the kv head wins again (on an H100, 4/1 at 1 x 131072: 64.92 us a head in
 * 32 parts of 4096 against 57.72 grouped in 64; 2/1 at 2 x 50000, parts of
 * 1563, 42.17 against 39.97; bench/runs/2026-12-05-h200-take). Nor where
 * the grouped count is 33 to 128 parts, which the merge takes in two levels:
 * the grouped CTAs then stream from as many SMs, each kv head read once (on
 * an H100, as a decode step, bench/runs/2026-12-07-h200-groups round 9, parts
 * of a round: on 16 steps drawn among those this moves, none timed before,
 * 0.872 of the time, every one faster by over 2 %; fp16 4/1 at 1 x 10459,
 * 7.62 us grouped in 82 against 9.84 a head in 32; 2/1 at 1 x 4240, 5.93 in
 * 34 against 6.80. Parts of whole rounds, two_level_round_parts,
 * bench/runs/2026-12-07-h200-wide rounds 3 to 5: 5 drawn steps, each faster,
 * 0.78 to 0.95; fp16 5/1 at 1 x 22947, 14.92 in 90 against 17.67 a head in
 * 26). Returns the part count, or 0. */
#define MMA_FEW_ROWS_MAX_PART_TOKENS 1024
static int few_rows_one_head_parts(const pa_problem *p, const pa_device_shape *dev, int grouped_splits)
{
    const int group = p->heads / p->kv_heads;
    if (!dev->is_gpu || p->dtype == PA_FP32 || p->head_dim != 256 || group < 2 || group > 8 || pa_mma_uneven(p) ||
        (long long)p->batch * p->kv_heads > 2 || parts_in_two_levels(p, PA_K_GQA, grouped_splits))
        return 0;
    long long parts = dev->parallel_units / ((long long)p->batch * p->heads);
    if (parts > MMA_MERGE_CHUNK)
        parts = MMA_MERGE_CHUNK;
    if (parts > p->max_context_len / mma_inflight_tokens(p))
        parts = p->max_context_len / mma_inflight_tokens(p);
    if (parts <= MMA_FEW_MAX_PARTS || p->max_context_len > parts * MMA_FEW_ROWS_MAX_PART_TOKENS)
        return 0;
    return (int)parts;
}

/* Whether a grid the split-count rules (plan_mma_splits.c) cut is faster
 * whole, in the CTAs of half the warps that pa_mma_whole_threads gives whole
 * sequences over a wave: the rules were read from whole CTAs of all their
 * warps, one an SM. Several an SM, whole CTAs no longer leave SMs idle behind
 * a late wave. On an H200, as a decode step (bench/RESULTS.md, warps round),
 * whole against the parts the rules cut: at head_dim 128, group 4, 225 to 384
 * tokens over two waves, 47 x 250 fragmented 11.52 us against 15.93 in 2, 34 x
 * 264 10.67 against 13.07 in 3, 100 x 384 38.15 against 46.81 (15 steps, whole
 * fastest on each, by 5 to 38 %); long sequences in 1 to 1.5 waves, 20 x 6144
 * 119.7 against 126.4 in 3, group 16 at 22 x 4608 101.4 against 107.9 in 2,
 * group 4 at 2 kv heads 75 x 8192 151.7 against 158.4; group 16 at 18 x 256,
 * 8.84 against 13.50 in 2; head_dim 256 over 8 heads a CTA, 24 x 700 42.2
 * against 51.9 in 2, 17 x 1024 58.6 against 62.4. Not at head_dim 128 up to 8
 * heads a CTA within one and a half waves up to 384 tokens, whose 2 parts of
 * 64 KiB fill the SMs in one wave (group 4, 18 x 256, 6.04 in 2 against 7.21
 * whole), nor at head_dim 256 there up to a round (128 tokens), whose 2 parts
 * were read the same way and which no run has timed whole in half the warps,
 * nor at head_dim 256 past 1024 tokens, where 3 parts stream on every SM (19 x
 * 1800 96.5 against 101.4, 22 x 3000 149.6 against 165.6). On 17 steps none of
 * it was read from, whole was the fastest launch on each, where the parts had
 * taken 1.02 to 1.67 times as long (geometric mean 1.265). */
static int whole_half_stands(const pa_problem *p, pa_kernel_kind kind, int sms)
{
    /* a batch of mixed lengths keeps its own rules' parts (its long sequences among short ones) */
    if (pa_mma_uneven(p) || !pa_mma_whole_threads(p, kind, 1, 0, pa_default_chunk(p->head_dim), sms))
        return 0;
    const long long ctas = (long long)p->batch * mma_rows(p, kind), max_ctx = p->max_context_len;
    if (p->heads / p->kv_heads <= 8 && 2 * ctas <= 3LL * sms &&
        max_ctx <= (p->head_dim == 128 ? MMA_DEEP_TOKENS : mma_inflight_tokens(p)))
        return 0;
    return p->head_dim != 256 || max_ctx <= 1024;
}

void plan_note(pa_plan_why *why, const char *rule, pa_kernel_kind kind, long long splits)
{
    if (why && why->n < PA_PLAN_WHY_MAX) {
        why->step[why->n].rule = rule;
        why->step[why->n].kind = kind;
        why->step[why->n].splits = splits;
        why->n++;
    }
}

long long plan_moved(pa_plan_why *why, const char *rule, pa_kernel_kind kind, long long before, long long after)
{
    if (after != before)
        plan_note(why, rule, kind, after);
    return after;
}

static int auto_splits(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, const pa_device_shape *dev,
                       pa_plan_why *why)
{
    int units = dev->parallel_units > 0 ? dev->parallel_units : 1;
    if (dev->is_gpu && p->dtype != PA_FP32 && (kind == PA_K_GQA || kind == PA_K_SPLIT_KV)) {
        const long long splits = mma_splits(p, lens, kind, units, why);
        if (splits > 1 && whole_half_stands(p, kind, units))
            return (int)plan_moved(why, "whole_half_stands", kind, splits, 1);
        return (int)plan_moved(why, "merge_tier", kind, splits, merge_tier(splits, p, kind));
    }
    /* a CPU gqa task serves every kv head of its sequence (src/cpu_gqa.c) */
    long long per_seq = kind != PA_K_GQA ? p->heads : dev->is_gpu ? p->kv_heads : 1;
    long long ctas = (long long)p->batch * per_seq;
    /* CPU tasks are taken as threads come free: four a core keep a core that
     * another process slows from holding up the rest (1 x 16384 on two cores,
     * 64 tasks 5.6-6.5 ms against 6.7-7.4 in two; on sixteen, 64 against 16
     * 1.04-1.10 ms against 1.29) */
    long long target = dev->is_gpu ? (long long)FP32_GPU_CTAS_PER_SM * units : 4LL * units;
    long long splits = (target + ctas - 1) / ctas;
    int min_tokens = dev->is_gpu ? FP32_GPU_MIN_PART : MIN_TOKENS_PER_SPLIT_CPU;
    long long by_length = p->max_context_len / min_tokens;
    if (dev->is_gpu) {
        /* the fp32 kernels cut every sequence into `splits` parts; the longest
         * one alone must still be spread over the device */
        long long share = mul_div(p->total_tokens, kind == PA_K_GQA ? p->kv_heads : p->heads, target);
        if (share > 0 && p->max_context_len / share > splits)
            splits = p->max_context_len / share;
    }
    if (splits > by_length)
        splits = by_length;
    const int most = dev->is_gpu ? FP32_GPU_MAX_SPLITS : MAX_SPLITS;
    if (splits > most)
        splits = most;
    splits = splits < 1 ? 1 : splits;
    plan_note(why, dev->is_gpu ? "fp32_gpu_splits" : "cpu_tasks", kind, splits);
    return (int)splits;
}

int pa_auto_splits(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, const pa_device_shape *dev)
{
    return auto_splits(p, lens, kind, dev, NULL);
}

int pa_auto_splits_why(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, const pa_device_shape *dev,
                       pa_plan_why *why)
{
    why->n = 0;
    return auto_splits(p, lens, kind, dev, why);
}

static pa_plan plan_auto(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int chunk, int splits,
                         pa_plan_why *why)
{
    pa_plan plan;
    /* the grouped kernel reads each K/V row once for the whole group; with a
     * group of one it is split_kv by another name */
    plan.kind = p->heads > p->kv_heads ? PA_K_GQA : PA_K_SPLIT_KV;
    plan.chunk = chunk > 0 ? chunk : pa_default_chunk(p->head_dim);
    plan.splits = splits > 0 ? splits : auto_splits(p, lens, plan.kind, dev, why);
    const int grouped_auto = plan.kind == PA_K_GQA && splits <= 0;
    const int fp32_short = dev->is_gpu && p->dtype == PA_FP32 && p->max_context_len <= FP32_GPU_SHORT &&
                           (long long)p->batch * p->kv_heads < 2LL * dev->parallel_units;
    if (grouped_auto && (fp32_short || short_wide_group(p, dev))) {
        plan.kind = PA_K_PAGED;
        plan.splits = 1;
        plan_note(why, fp32_short ? "fp32_short" : "short_wide_group", plan.kind, 1);
        return plan;
    }
    /* the rules that take a CTA a head in parts over the grouped CTAs */
    static const struct {
        const char *name;
        int (*parts)(const pa_problem *, const pa_device_shape *, int grouped_splits);
    } one_head_rules[] = {{"few_rows_one_head_parts", few_rows_one_head_parts},
                          {"paired_one_head_parts", paired_one_head_parts},
                          {"short_one_head_parts_128", short_one_head_parts_128}};
    for (size_t r = 0; grouped_auto && r < sizeof one_head_rules / sizeof *one_head_rules; r++) {
        const int parts = one_head_rules[r].parts(p, dev, plan.splits);
        if (parts > 0) {
            plan.kind = PA_K_SPLIT_KV;
            plan.splits = parts;
            plan_note(why, one_head_rules[r].name, plan.kind, parts);
            return plan;
        }
    }
    int parts = grouped_auto && plan.splits == 1 ? one_head_ctas(p, dev, plan.chunk) : 0;
    if (parts > 0) {
        plan.kind = parts > 1 ? PA_K_SPLIT_KV : PA_K_PAGED;
        plan.splits = parts;
        plan_note(why, "one_head_ctas", plan.kind, parts);
    } else if (grouped_auto && (parts = uneven_one_head_parts(p, lens, dev, plan.splits)) > 0) {
        plan.kind = PA_K_SPLIT_KV;
        plan.splits = parts;
        plan_note(why, "uneven_one_head_parts", plan.kind, plan.splits);
    } else if (grouped_auto && plan.splits == 2 && uneven_wide_whole(p, dev)) {
        plan.splits = 1;
        plan_note(why, "uneven_wide_whole", plan.kind, 1);
    }
    return plan;
}

pa_plan pa_plan_auto(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int chunk, int splits)
{
    return plan_auto(p, lens, dev, chunk, splits, NULL);
}

pa_plan pa_plan_auto_why(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int chunk, int splits,
                         pa_plan_why *why)
{
    why->n = 0;
    return plan_auto(p, lens, dev, chunk, splits, why);
}
