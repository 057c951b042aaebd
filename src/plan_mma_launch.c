/* How the fp16/bf16 kernels (kernels/mma_decode.cu) shape a launch, which the
 * planner models by the same functions and the kernels follow: warps and ring
 * slots a CTA, CTAs an SM, the tokens of a partition, the partitions a grid
 * holds, which partitions are front-loaded and which whole-sequence grids take
 * smaller CTAs. Pure: no I/O, no device. */
#include "plan_mma.h"

/* 16 at every head_dim: at 256 one warp's fragments and accumulators hold
 * 8 heads, and two warps sharing a ring serve 16 (kernels/mma_decode.cu, PAIR) */
int pa_mma_qs_max(int head_dim)
{
    (void)head_dim;
    return 16;
}

int pa_mma_uneven(const pa_problem *p)
{
    return p->total_tokens * 10 < (long long)p->batch * p->max_context_len * 9;
}

int pa_mma_stages(int chunk)
{
    const int st = chunk / (2 * MMA_STEP);
    return st < 2 ? 2 : st > 8 ? 8 : st;
}

int pa_mma_threads(int head_dim, int chunk, int uneven)
{
    /* As many warps (up to eight) as keep the rings within 128 KiB: at head_dim
     * 128, eight warps of two slots, one CTA an SM. On an H200 this read as fast
     * or faster than four warps and three CTAs an SM wherever each had its best
     * split count (64 x 8192: 97.7% of the streaming read against 91.8%), the
     * CTA's own data in flight carrying a partly filled last wave. Batches of
     * uneven lengths are the exception: their CTAs differ in size, and three
     * smaller CTAs an SM (rings within 64 KiB) let one CTA's start and end
     * overlap the others' streaming (1 x 32768 + 63 x 256: 76.7% against 67.3%
     * at the best split count of each). A slot holds a step's K and V. */
    const long long ring = (long long)pa_mma_stages(chunk) * MMA_STEP * head_dim * 2 * 2;
    const long long cap = (uneven ? 64 : 128) * 1024;
    int warps = MMA_MAX_WARPS;
    while (warps > 1 && warps * ring > cap)
        warps--;
    return 32 * warps;
}

/* tokens a CTA requests at once at the default launch: its warps' ring slots */
long long mma_inflight_tokens(const pa_problem *p)
{
    const int chunk = pa_default_chunk(p->head_dim);
    return (long long)pa_mma_threads(p->head_dim, chunk, pa_mma_uneven(p)) / 32 * pa_mma_stages(chunk) * MMA_STEP;
}

/* CTAs an SM holds at the default launch: one CTA of 128 KiB; three of 64 KiB,
 * except that eight warps at head_dim 64, or a CTA serving more than 8 heads
 * (at head_dim 256 twice the warps, paired), take registers for two only */
long long mma_ctas_per_sm(const pa_problem *p, pa_kernel_kind kind)
{
    const int group = p->heads / p->kv_heads;
    if (p->head_dim <= 64)
        return 2;
    if (!pa_mma_uneven(p))
        return 1;
    return kind == PA_K_GQA && group > 8 ? 2 : 3;
}

/* Whether a uniform batch's `parts` partitions, a grid of `ctas` CTAs, merge
 * in a thread-block cluster: the kernel's own test (kernels/mma_decode.cu) */
int mma_clustered(long long parts, long long ctas, int sms)
{
    return parts >= 2 && parts <= MMA_CLUSTER_MAX && ctas <= sms / 2;
}

/* Whether a CTA a head holds each sequence whole, its grid of one-head CTAs
 * over an eighth and at most half of the SMs (plan_mma_shape.c's
 * whole_in_half): in eight warps of three slots at head_dim 128 (up to
 * MMA_DEEP_TOKENS), of two at 64 (MMA_RING2_TOKENS). one_head_ctas then runs
 * the batch unsplit (on an H200, as a decode step, group 4 at 8 kv heads:
 * head_dim 64, 1 x 256, 2.12 us against 2.97 in 2 parts) */
int one_head_whole(const pa_problem *p, int sms)
{
    const long long ctas = (long long)p->batch * p->heads;
    const long long holds = p->head_dim == 128 ? MMA_DEEP_TOKENS : p->head_dim == 64 ? MMA_RING2_TOKENS : 0;
    return p->max_context_len <= holds && 2 * ctas <= sms && 8 * ctas > sms;
}

/* CTAs per sequence and partition: query-head blocks */
long long mma_rows(const pa_problem *p, pa_kernel_kind kind)
{
    if (kind != PA_K_GQA)
        return p->heads;
    const int group = p->heads / p->kv_heads, cap = pa_mma_qs_max(p->head_dim);
    return (long long)p->kv_heads * ((group + cap - 1) / cap);
}

long long pa_mma_part_tokens(long long ctx, long long splits)
{
    return ((ctx + splits - 1) / splits + MMA_STEP - 1) / MMA_STEP * MMA_STEP;
}

long long pa_compact_items(const int32_t *lens, int batch, int splits, long long part)
{
    long long items = 0;
    for (int b = 0; b < batch; b++) {
        const long long ctx = lens[b] > 0 ? lens[b] : 0;
        long long own = pa_mma_part_tokens(ctx, splits);
        if (own < part)
            own = part;
        items += (ctx + own - 1) / own;
    }
    return items;
}

int pa_mma_filled_splits(const pa_problem *p, int splits)
{
    if (splits < 2 || p->max_context_len <= 0)
        return splits;
    const long long part = pa_mma_part_tokens(p->max_context_len, splits);
    return (int)((p->max_context_len + part - 1) / part);
}

/* Front-loaded partitions (kernels/mma_decode.cu). A grid of one CTA an SM
 * over half the SMs starts only as many of its CTAs early, beside the previous
 * layer's, as that layer leaves SMs free; the rest start as its CTAs leave, and
 * their bytes land after the release. With the same split count, the first E
 * partitions of each sequence hold PA_FRONT_LONG_TOKENS (eight warps of three
 * slots and a fourth step held in registers) and the others
 * PA_FRONT_SHORT_TOKENS, the CTAs numbered partition by partition: the long
 * ones, all early, land while the previous layer runs, and the late short ones
 * have less to land. E is the fewest long partitions that cover the longest
 * sequence. On an H200, as a decode step (bench/RESULTS.md, front round;
 * `auto` before and after): 1 x 4096 in 11, 6.39 us against 6.04; block 1,
 * 6.47 against 6.18; group 8, 6.76 against 6.41; 4 kv heads at 2 x 4096, 6.17
 * against 5.96; 1 kv head at 6 x 5120 in 14, 5.99 against 5.72. Only where it
 * won: a grid of at least 3/5 of the SMs, so that a third of it would start
 * late (72 CTAs, 1 x 3200 in 9: 5.41 against 5.48; 68, 4 kv heads at 1 x 6272
 * in 17: 5.59 against 6.82); at most MMA_FEW_MAX_PARTS parts (4 kv heads at 1
 * x 7168 in 19: 6.21 against 6.60); a third of them long (2 kv heads at 3 x
 * 3712 in 14, one long: 5.29 against 5.58); every long CTA started early (2 x
 * 2560 in 7: 7.44 against 7.83). Grouped and split_kv launches at head_dim
 * 128, fp16 or bf16, of up to 8 heads a CTA, at the default threads and chunk,
 * in a uniform batch; 0 elsewhere. */
int pa_front_parts(const pa_problem *p, pa_kernel_kind kind, int splits, int threads, int chunk, int sms)
{
    if ((kind != PA_K_GQA && kind != PA_K_SPLIT_KV) || p->dtype == PA_FP32 || p->head_dim != 128 || splits < 2 ||
        threads > 0 || chunk != pa_default_chunk(p->head_dim) || pa_mma_uneven(p) ||
        (kind == PA_K_GQA && p->heads / p->kv_heads > 8))
        return 0;
    const long long per_split = (long long)p->batch * mma_rows(p, kind), grid = per_split * splits;
    const long long over = (long long)p->max_context_len - (long long)PA_FRONT_SHORT_TOKENS * splits;
    const long long step = PA_FRONT_LONG_TOKENS - PA_FRONT_SHORT_TOKENS;
    const long long front = over > 0 ? (over + step - 1) / step : 0;
    if (front < 1 || front >= splits || 3 * front < splits || splits > MMA_FEW_MAX_PARTS || 5 * grid < 3LL * sms ||
        grid > sms || front * per_split > sms - grid)
        return 0;
    return (int)front;
}

/* Whether `ctas` leave the last of their waves fuller at `a` CTAs a wave than
 * at `b` (a wave they fill exactly counts as full). Between two CTA sizes a
 * grid of a few waves runs as long as its waves, and a last wave of a few CTAs
 * costs a whole CTA's time for a sliver of the bytes. */
static int fuller_last_wave(long long ctas, long long a, long long b)
{
    const long long in_a = (ctas - 1) % a + 1, in_b = (ctas - 1) % b + 1;
    return in_a * b > in_b * a;
}

/* the warps the kernel gives a whole sequence of `steps` steps at the default
 * chunk, before its cap (kernels/mma_decode.cu: a warp a ring's slots) */
static long long whole_fill_warps(const pa_problem *p, long long steps)
{
    const int stages = pa_mma_stages(pa_default_chunk(p->head_dim));
    return (steps + stages - 1) / stages;
}

/* Whole sequences that the default CTA holds with warps to spare: the kernel
 * gives them a warp for every two steps (kernels/mma_decode.cu, its fill of
 * two ring slots a warp), up to seven. Seven warps at head_dim 128 are one CTA
 * an SM by registers, and so are five or more at 16 heads a CTA (two blocks of
 * heads, 192 registers a thread): in a grid over a wave each SM then streams
 * one sequence at a time, its CTA's start, table and epilogue in series with
 * its stream, at 40-45 % of the read. Smaller CTAs, several an SM, overlap
 * them. On an H200, as a decode step (bench/RESULTS.md, short round):
 * - over 8 heads a CTA at head_dim 128 (two blocks of heads): two warps, five
 *   CTAs an SM (256 x 208 108.1 us in seven warps against 65.5; 128 x 150 52.8
 *   against 25.4; 200 x 100 42.9 in four against 38.7), four within two waves'
 *   worth (24 x 208 12.13 against 8.67, two 11.97; 33 x 208 14.46 against
 *   10.37, two 10.98);
 * - up to 8 heads at 13 and 14 steps (193 to 224 tokens, seven warps): four
 *   warps, three CTAs an SM, or three, four an SM, whichever leaves the last
 *   wave fuller in three to eight waves' worth of the four-warp CTAs (group 4
 *   at 50 x 220, 400 CTAs: 15.95 in four, 12.21 in three; 70 x 200, 560: 20.40
 *   in three, 17.00 in four; 48 x 208 14.30 in the planner's 2 parts, 10.47
 *   whole in four; group 1 at 100 x 208 29.1 in seven, 22.0 in three); at 11
 *   steps (six warps, two CTAs an SM) three or four warps gained 3-8 % or lost
 *   (241 x 174, 100 x 176), at 7 steps four were the fastest (213 x 108);
 * - at head_dim 64 (up to eight warps, two CTAs an SM) four warps from 11
 *   steps past two waves' worth (group 16 at 256 x 206 97.1 against 68.4;
 *   64 x 200 12.53 against 9.20; group 8 at 128 x 208 19.34 against 16.37);
 *   grids of many waves ran 2-18 % faster yet in two or three (174 x 162,
 *   150 x 200, 256 x 206), and within 500 CTAs slower (64 x 200, 61 x 210);
 * - at head_dim 256 four rings fill 128 KiB, and sequences of up to six steps
 *   take few warps already (longer ones: pa_mma_whole_threads).
 * Only in a grid over a wave: within one, each CTA's steps are a round trip
 * apiece (group 16 at 16 x 208 7.26 us in seven warps, 11.53 in two; group 4
 * 3.96 against 5.80 in four). 0 where the kernel's own count is as small. */
static int short_whole_threads(const pa_problem *p, long long steps, long long ctas, int sms)
{
    const long long fill = whole_fill_warps(p, steps); /* the kernel's own count */
    const int wide = p->heads / p->kv_heads > 8;
    int warps = 0;
    if (ctas <= sms)
        return 0;
    if (p->head_dim == 128 && wide)
        warps = ctas <= 2LL * sms ? 4 : 2;
    else if (p->head_dim == 128 && steps >= 13)
        /* four warps are three CTAs an SM, three warps four */
        warps = ctas > 3LL * sms && ctas <= 8LL * sms && fuller_last_wave(ctas, 4LL * sms, 3LL * sms) ? 3 : 4;
    else if (p->head_dim == 64 && steps >= 11 && ctas > 2LL * sms) /* past the default's wave, two an SM */
        warps = 4;
    return warps > 0 && warps < fill ? 32 * warps : 0;
}

/* A batch of mixed lengths whole in a grid past two waves' worth of CTAs,
 * whose rings the kernel caps at 64 KiB (pa_mma_threads): eight warps at
 * head_dim 64, two CTAs an SM; four at head_dim 128, two an SM over 8 heads a
 * CTA (two blocks of heads, by registers) and three up to 8. Smaller CTAs,
 * more of them an SM, overlap one CTA's start and end with the others'
 * streams, as in a uniform batch (short_whole_threads); the longer the
 * sequences, the less that start and end weigh against the stream, and the
 * more a long sequence's CTA, slower in fewer warps, lengthens the step. On an
 * H200, as a decode step (bench/RESULTS.md, short and mixwarps rounds):
 * - head_dim 64, four warps from 11 steps up to 768 tokens: group 16 at 200
 *   sequences of 60 to 340 tokens 38.43 us against 27.90; group 8, 200 of 60
 *   to 340, 32.01 against 23.68; group 1, 300 of 60 to 340, 43.96 against
 *   31.61; on 9 recorded steps 1.37 times as fast, on 5 batches none of it
 *   was read from 1.23 (group 2, 300 of 30 to 200, 36.42 against 22.50). The
 *   bounds came from those recorded steps' three losses (37 of 200 to 960
 *   tokens, 13.75 against 16.71 in four; 53 of up to 1000; 93 of up to 160),
 *   and on 2 batches past them the kernel's own count stayed 10 % faster.
 * - head_dim 128 past three waves' worth: two warps up to a mean of 14 steps
 *   over 8 heads a CTA (group 16 at 300 of 20 to 140 57.42 against 43.52, 300
 *   of 60 to 340 81.82 against 71.23, 50 of 20 to 340 16.15 against 14.61;
 *   group 12 at 300 of 20 to 300 69.17 against 58.76), and up to a mean of 8
 *   steps up to 8 (group 8 at 300 of 20 to 140 35.07 against 27.79, 70 of 20
 *   to 140 10.68 against 7.99; group 4 at 300 of 20 to 220 37.98 against
 *   35.71; group 1 at 300 of 20 to 180 33.97 against 30.61). Past those means
 *   they were level or lost up to 8 % (group 16 at 100 of 100 to 500, 38.78
 *   against 42.04; group 4 at 100 of 60 to 260, 16.96 against 18.10). Within
 *   three waves' worth they gained or lost by up to a quarter (group 16 at 45
 *   of 60 to 300 16.06 against 14.56, but 35 of 40 to 260 11.16 against 14.05;
 *   group 8 at 40 of 20 to 220 6.88 against 9.92). On the 15 recorded auto.lua
 *   steps the rule moves, none of it was read from, 1.168 times as fast
 *   (geometric mean), none slower.
 * Only where the longest sequence is at most 9/4 of the mean, as in every
 * batch timed: past it the step ends on that sequence's CTA, which fewer warps
 * would lengthen, and no batch so skewed was timed. 0 where the kernel's own
 * count is as small (its fill of a warp a two steps of the longest). */
static int uneven_whole_threads(const pa_problem *p, long long steps, long long ctas, int full, int sms)
{
    const long long fill = whole_fill_warps(p, steps);
    const long long max_ctx = p->max_context_len, total = p->total_tokens;
    const int wide = p->heads / p->kv_heads > 8;
    int threads = 0;
    if (ctas <= 2LL * sms || 4 * max_ctx * p->batch > 9 * total)
        return 0;
    if (p->head_dim == 64 && steps >= 11 && max_ctx <= MMA_MIXED64_FOUR_WARP_TOKENS)
        threads = full / 2;
    else if (p->head_dim == 128 && ctas > 3LL * sms &&
             total <= (wide ? MMA_MIXED_WIDE_TWO_WARP_MEAN : MMA_MIXED_TWO_WARP_MEAN) * (long long)p->batch)
        threads = full / 4;
    return threads > 0 && threads / 32 < fill ? threads : 0;
}

/* Whole sequences of a uniform batch in a grid over a wave of the default CTAs
 * (two slots a warp: at head_dim 64 eight warps, 64 KiB, two an SM; at 128
 * eight warps, 128 KiB, one an SM; at 256 four rings, 128 KiB, one an SM):
 * CTAs of half the warps and bytes, more of them an SM. An SM holds as many
 * warps and bytes in flight, in smaller pieces: a second wave of a few CTAs no
 * longer runs a whole CTA each alone on its SM, and one CTA's start and end
 * overlap the others' streams. On an H200, as a decode step (bench/RESULTS.md,
 * warps round), at head_dim 128 on shapes none of the bounds came from: group
 * 16 at 19 x 1800 50.9 -> 39.5 us, 90 x 450 59.7 -> 48.9; group 4 at 150 x 400
 * 75.7 -> 59.3, 45 x 900 43.7 -> 38.9; group 2 at 100 x 600 65.8 -> 58.2.
 *
 * Not where it lost or gained nothing. At head_dim 128 and 256 over 8 heads a
 * CTA (four warps two an SM by registers): grids of two to three SMs' worth,
 * whose smaller CTAs end in a partial second wave (40 x 1536 70.8 -> 79.8, 48 x
 * 2048 100.8 -> 108.8, group 12 at 150 x 800 42.4 -> 44.8; head_dim 256 40 x
 * 1536 145.8 -> 153.3), and larger grids of sequences over 1024 tokens (64 x
 * 4096 251.5 -> 247.5). At head_dim 128 up to 8 heads (three an SM): grids of
 * 3/2 to 2 SMs' worth, where six warps two an SM (the kernel's own rule) read
 * faster (32 x 8192 241.5 against 252.3, 33 x 1024 32.8 against 34.0-37.2),
 * and larger grids of sequences over 2048 tokens (64 x 4096 243.6 against
 * 258.0). At head_dim 64 (four an SM): grids of up to a wave (17 x 1024 11.5
 * -> 14.3) and sequences over 1536 tokens (64 x 2048 65.7 -> 68.7). At head_dim
 * 256 up to 8 heads only grids of one to one and a half SMs' worth up to 1024
 * tokens (group 4, 17 x 1024, 47.3 in 3 parts -> 36.8 whole; 24 x 700 41.1 ->
 * 34.8; group 8 alike; on 7 shapes none of it was read from, 1.12 to 1.41
 * times as fast, group 5 at 17 x 1000 50.7 in 3 -> 36.0; on 7 of 140 to 330
 * tokens, whole at the default CTA before, 1.13 to 1.37, 20 x 200 14.75 ->
 * 11.79, 18 x 160 12.98 -> 9.48); up to two they lost to the default CTA
 * whole (30 x 400, 27.0 -> 28.0-29.8; 33 x 1024, 65.3 -> 68.9-70.7), larger
 * grids were mixed (200 x 256 115.6 -> 98.3, 64 x 300 43.3 -> 44.3, 40 x 1536
 * level), longer sequences lost (32 x 2048 124.6 -> 129.1). Only where the
 * default CTA has all its warps (a sequence of more steps than the ring slots
 * but one warp's: fewer take fewer warps).
 *
 * A group of one runs the same CTAs, `split_kv` or `gqa` (balance round, 17
 * steps earlier rounds drew or named, head_dim 128 unless named: 53 x 688
 * 44.50 -> 39.88, 256 x 687 171.8 -> 160.8, 40 x 300 18.81 -> 12.29, 16 heads
 * at 31 x 271 26.16 -> 20.62; on 8 steps at head_dim 128 and 256 none of it
 * was read from, 1.154 -> 1.006 times the best launch, 300 x 900 at one head
 * 40.64 -> 36.06, 80 x 400 39.36 -> 32.20, and at head_dim 64 on 5 after its
 * bound, 1.270 -> 1.000), but at head_dim 128 within one and a half waves up to
 * 384 tokens, where a CTA of all its warps holds its sequence on chip (17 x
 * 384 8.75 -> 9.18, 21 x 240 6.31 -> 6.75, 24 x 320 8.76 -> 9.16), and at
 * head_dim 64 past two and a half SMs' worth of default CTAs (40 x 600 17.79
 * -> 13.73 and 40 x 1200 32.42 -> 25.14 in 320 CTAs, 36 x 256 8.15 -> 6.59;
 * 60 x 800 level in 480, 16 heads at 30 x 1000 31.57 -> 32.77; 100 x 1000
 * 54.19 -> 60.67 and 100 x 500 30.68 -> 32.48 in 800; bf16 80 x 900 42.01 ->
 * 35.68 in 640, the one such grid that gained); up to 400 tokens they gained
 * in any grid past two SMs' worth (mixwarps round: 300 x 300 62.41 -> 46.58,
 * 150 x 400 38.52 -> 31.20, 60 x 400 15.29 -> 13.85; on 8 steps none of it
 * was read from 1.208 times as fast, none slower), and up to 512 tokens in
 * grids of twelve SMs' worth and more (300 x 420 73.22 -> 64.93, 200 x 450
 * 52.84 -> 48.57; on 4 steps none of it was read from 1.080, 250 x 480 66.25
 * -> 59.39), where in 800 CTAs they lost (100 x 500, 100 x 600: 6 %).
 *
 * Smaller yet in grids of several waves (short round, as above): over 8 heads
 * a CTA at head_dim 128, two warps past two waves' worth up to 512 tokens, or
 * up to 768 within three (group 16 at 48 x 400 29.06 us in eight warps
 * against 24.22; 100 x 256 37.44 in four against 33.60; 36 x 600 33.63 against
 * 27.55; but 32 x 768, 256 CTAs, four 26.07 against two 31.34); at head_dim
 * 256, 16 heads a CTA in one ring of paired warps from three waves' worth up
 * to 256 tokens (256 x 237 155.4 in two rings against 142.1; 100 x 150 51.3
 * against 46.9), and up to 8 heads past one and a half waves' worth up to 400
 * tokens in three rings (two CTAs an SM) where they leave the last wave fuller
 * than two rings (three an SM), else two (group 8 at 64 x 208 37.84 in four
 * against 28.75 in three; 40 x 350, 320 CTAs, 36.70 in four, 36.84 in three,
 * 30.50 in two), always two past six waves' worth (150 x 250 95.26 in four,
 * 81.25 in three, 75.90 in two). On 21 steps none of these rules, as they
 * stand, was read from (short round, rounds 5 and 6): 1.33 times as fast as
 * the launches before (geometric mean), and the fastest of the sizes timed on
 * 19; on the other two one size smaller ran 5 and 7 % faster. */
int pa_mma_whole_threads(const pa_problem *p, pa_kernel_kind kind, int splits, int threads, int chunk, int sms)
{
    const int group1 = p->heads == p->kv_heads;
    if ((kind != PA_K_GQA && (kind != PA_K_SPLIT_KV || !group1)) || p->dtype == PA_FP32 || splits != 1 ||
        threads > 0 || chunk != pa_default_chunk(p->head_dim))
        return 0;
    const int full = pa_mma_threads(p->head_dim, chunk, 0);
    const long long max_ctx = p->max_context_len, ctas = (long long)p->batch * mma_rows(p, kind);
    const long long steps = (max_ctx + MMA_STEP - 1) / MMA_STEP;
    if (pa_mma_uneven(p))
        return uneven_whole_threads(p, steps, ctas, full, sms);
    if (steps <= 2 * (full / 32 - 1))
        return short_whole_threads(p, steps, ctas, sms);
    /* over 8 heads a CTA at head_dim 128 and 256 */
    const int wide_rule = ctas > sms && (ctas <= 2LL * sms || (ctas >= 3LL * sms && max_ctx <= 1024));
    const int wide = p->heads / p->kv_heads > 8;
    switch (p->head_dim) {
    case 64:
        return ctas > 2LL * sms && max_ctx <= 1536 &&
                       (!group1 || 2 * ctas <= 5LL * sms || max_ctx <= MMA_G1_64_FOUR_WARP_TOKENS ||
                        (ctas >= 12LL * sms && max_ctx <= MMA_G1_64_FOUR_WARP_MANY_TOKENS))
                   ? full / 2
                   : 0;
    case 128:
        if (wide && ctas > 2LL * sms &&
            (max_ctx <= MMA_WIDE_TWO_WARP_TOKENS || (ctas < 3LL * sms && max_ctx <= MMA_WIDE_TWO_WARP_FEW_TOKENS)))
            return full / 4;
        if (wide)
            return wide_rule ? full / 2 : 0;
        if (group1 && 2 * ctas <= 3LL * sms && max_ctx <= MMA_DEEP_TOKENS)
            return 0;
        return ctas > sms && (2 * ctas <= 3LL * sms || (ctas > 2LL * sms && max_ctx <= 2048)) ? full / 2 : 0;
    case 256:
        if (wide && ctas >= 3LL * sms && max_ctx <= MMA_PAIR_ONE_RING_TOKENS)
            return full / 4;
        if (!wide && 2 * ctas > 3LL * sms && max_ctx <= MMA_THREE_RING_TOKENS)
            return ctas > 6LL * sms || !fuller_last_wave(ctas, 2LL * sms, 3LL * sms) ? full / 2 : 3 * full / 4;
        return (wide ? wide_rule : ctas > sms && 2 * ctas <= 3LL * sms && max_ctx <= 1024) ? full / 2 : 0;
    default: return 0;
    }
}
