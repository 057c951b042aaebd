/* The split count of the fp16/bf16 kernels (kernels/mma_decode.cu): how many
 * partitions each sequence's tokens are cut into, read from the problem and
 * the device's SM count. A pipeline of rules, each over what the ones before
 * it left, every one with the H200 timings it was read from and the steps it
 * was checked on. Pure: no I/O, no device. */
#include "plan_mma.h"

/* What every rule reads: the problem's grid of CTAs on the device. rows: CTAs
 * a sequence and partition; slots: CTAs the SMs hold at the default launch;
 * share: the token-rows a slot takes when the tokens are spread over all of
 * them; round: the tokens a CTA requests at once; round4_parts: the longest
 * sequence's parts of what four warps of two slots request
 * (MMA_ROUND4_TOKENS). */
typedef struct mma_grid {
    const int32_t *lens;
    pa_plan_why *why; /* the rules that moved the count (NULL: not asked) */
    pa_kernel_kind kind;
    int sms, uneven, group;
    long long rows, max_ctx, slots, share, round, min_part, whole_grid, round4_parts;
} mma_grid;

/* whether each sequence's `parts` partitions, a grid of whole_grid * parts
 * CTAs, merge in a thread-block cluster */
static int clustered(const mma_grid *g, long long parts)
{
    return mma_clustered(parts, g->whole_grid * parts, g->sms);
}

/* A rule's count where it decides, noted as `rule` (pa.plan's `rules`);
 * 0 where it does not. */
static long long decided(const mma_grid *g, const char *rule, long long parts)
{
    if (parts)
        plan_note(g->why, rule, g->kind, parts);
    return parts;
}

/* Over 8 heads a CTA at head_dim 256 (paired warps), a uniform batch's
 * sequences past a round in parts of half a round where those merge in a
 * cluster: their count, or 0 (idle_half_parts says why) */
static long long paired_half_parts(const pa_problem *p, const mma_grid *g)
{
    const long long parts = (2 * g->max_ctx + g->round - 1) / g->round;
    return p->head_dim == 256 && g->group > 8 && g->max_ctx > g->round && clustered(g, parts) ? parts : 0;
}

/* Parts of at most `tokens` each, but longer than `over` (what a smaller ring
 * holds), cut from the longest sequence, where their count lies in
 * min_parts..max_parts and their grid fills more than half the SMs and at most
 * one CTA an SM: CTAs that two to an SM hold whole then leave each SM's second
 * slot to the next layer, whose bytes are on chip by the release. 0 elsewhere. */
static long long beside_next_parts(const mma_grid *g, long long tokens, long long over, long long min_parts,
                                   long long max_parts)
{
    const long long parts = (g->max_ctx + tokens - 1) / tokens;
    const long long grid = g->whole_grid * parts;
    if (parts < min_parts || parts > max_parts || 2 * grid <= g->sms || grid > g->sms ||
        (g->max_ctx + parts - 1) / parts <= over)
        return 0;
    return parts;
}

/* Whether a uniform batch stays whole: its grid of whole sequences fills over
 * an eighth and at most half of the SMs, its sequences are at most `whole_max`
 * tokens, and one_head_ctas would not take the unsplit grid. The next layer's
 * whole grid then starts on the other half of the SMs, beside this one's. */
static int whole_in_half(const pa_problem *p, const mma_grid *g, long long whole_max)
{
    return g->max_ctx <= whole_max && 2 * g->whole_grid <= g->sms && 8 * g->whole_grid > g->sms &&
           (g->kind != PA_K_GQA || 2LL * p->batch * p->heads > g->sms);
}

/* Parts for CTAs of more than 4 heads (qs heads a CTA), where the grid of
 * whole sequences fills over an eighth and at most half of the SMs, or at most
 * an eighth with sequences of 1025 tokens (385 over a sixteenth) up to
 * MMA_FEW_WIDE8_MAX_TOKENS (8 heads a CTA) or MMA_FEW_WIDE_MAX_TOKENS (more);
 * at head_dim 64, below. At head_dim 128: whole up to 384 tokens; past
 * that, enough parts that each is at most what its CTA holds on chip (384
 * tokens in eight warps of three slots at up to 8 heads a CTA, 256 in two at
 * more), as long as the grid stays within three quarters of the SMs (one CTA
 * an SM for the smaller grids at 8 heads a CTA); where that leaves one part,
 * whole up to MMA_WIDE_WHOLE_TOKENS and in 2 parts past it. On an H200, as a
 * decode step (bench/RESULTS.md, wide-group round; groups 8 and 16 at batches
 * 3 to 8 of 300 to 1024 tokens, within 4 % of the best of 1 to 8 parts
 * everywhere, and at batches 1 and 2 of 1280 to 4096, within 9 %): group 8 at
 * 3 x 640 in 2, 4.69 us against 6.32 in 5; at 8 x 896 in 2, 9.66 against
 * 13.21 in 4; at 8 x 640 whole, 7.79 against 9.21 in 4; at 1 x 2048 in 6, 4.95
 * against 5.84 in a cluster of 8; group 16 at 4 x 768 in 3, 7.58 against 8.46
 * in 6; at 6 x 768 in 2, 8.98 against 16.57 in 5; at 8 x 640 whole, 9.11
 * against 15.95 in 4; at 6 x 300 whole, 6.08 against 7.04 in 3 and 7.31 in 2;
 * at 2 x 2048 in 6, 9.12 against 11.51 in 16. Past 2048 tokens at 8 heads a
 * CTA, 7 or 8 parts of 384 merging in a cluster lost (1 x 3072 in 8, 6.75
 * against 5.63 in 9). A grid of a sixteenth to an eighth of the SMs takes
 * the same parts from 385 tokens, where the rules below would cut 128-token
 * parts, which the group's CTAs lost (group 8 at 2 x 712 in 6, 5.67 us
 * against 4.64 in 2; bf16 2 x 1002 in 8, 6.50 against 4.87 in 3; group 16 at
 * 2 x 960 in 8, 8.57 against 7.30 in 4; and on steps it was not read from,
 * group 16 at 2 x 700 in 3, 6.44 against 8.06 in 6; 32/4 at 3 x 900 in 3,
 * 4.72 against 5.82 in 8). Not in fewer CTAs, where more parts won (group 16
 * at one kv head, bf16 5 x 955: 8 parts 5.54 against 6.24 in 4).
 * At head_dim 64, two CTAs an SM, in a grid of an eighth
 * to half of the SMs up to MMA_WIDE64_MAX_TOKENS: whole up to 256 tokens at 8
 * heads a CTA and MMA_WIDE64_WHOLE_TOKENS at 16, past that parts of up to 256
 * in a grid of at most one CTA an SM at 8 heads and three quarters of the SMs
 * at 16, whole where one part remains (on an H200, within 7 % of the best of 1
 * to 8 parts at batches 3 to 8; group 16 at 8 x 384 whole, 4.60 against 7.03
 * in 3; at 4 x 768 in 3, 5.26 against 7.76 in 6; group 8 at 6 x 512 in 2,
 * 3.83 against 4.88 in 4). 0 outside those grids and lengths. */
static long long wide_group_parts(const pa_problem *p, const mma_grid *g)
{
    const int cap = pa_mma_qs_max(p->head_dim), qs = g->group < cap ? g->group : cap;
    const long long whole = g->whole_grid, max_ctx = g->max_ctx, sms = g->sms;
    long long holds = qs <= 8 ? MMA_DEEP_TOKENS : MMA_RING2_TOKENS, whole_max = MMA_DEEP_TOKENS;
    long long one_part_max = MMA_WIDE_WHOLE_TOKENS, grid_max = 3 * sms / 4;
    if (p->head_dim == 64) {
        if (!whole_in_half(p, g, MMA_WIDE64_MAX_TOKENS))
            return 0;
        holds = MMA_RING2_TOKENS;
        whole_max = qs <= 8 ? MMA_RING2_TOKENS : MMA_WIDE64_WHOLE_TOKENS;
        one_part_max = MMA_WIDE64_MAX_TOKENS;
        if (qs <= 8)
            grid_max = sms;
    } else if (8 * whole <= sms) {
        if (max_ctx <= (16 * whole > sms ? MMA_DEEP_TOKENS : MMA_WIDE_MAX_TOKENS) ||
            max_ctx > (qs <= 8 ? MMA_FEW_WIDE8_MAX_TOKENS : MMA_FEW_WIDE_MAX_TOKENS))
            return 0;
        if (qs <= 8)
            grid_max = sms;
    } else if (!whole_in_half(p, g, MMA_WIDE_MAX_TOKENS)) {
        return 0;
    }
    long long parts = max_ctx <= whole_max ? 1 : (max_ctx + holds - 1) / holds;
    if (whole * parts > grid_max)
        parts = grid_max / whole;
    if (parts <= 1)
        parts = max_ctx > one_part_max ? 2 : 1;
    return parts;
}

/* Whether `grid` CTAs in `parts` partitions over `waves` waves of `slots` fill
 * those waves' CTA slots by at least 1/`n` more than in `other_parts` over
 * `other_waves` */
static int fills_more_by(long long grid, long long parts, long long waves, long long other_parts,
                         long long other_waves, long long slots, int n)
{
    return n * grid * (parts * other_waves - other_parts * waves) >= waves * other_waves * slots;
}

static int fills_tenth_more(long long grid, long long parts, long long waves, long long other_parts,
                            long long other_waves, long long slots)
{
    return fills_more_by(grid, parts, waves, other_parts, other_waves, slots, 10);
}

/* The merge's cost by the partition count (kernels/mma_decode.cu): one round
 * trip up to 16, and up to 32 at head_dim 128 and more; from 33 to
 * MMA_TWO_LEVEL_MAX_PARTS two, a group of 8 combined by its last CTA and the
 * groups by the last group's, whatever the count; past it, and at head_dim 64
 * over 16 heads, one CTA reads every partition's state, a pass over every
 * MERGE_CHUNK (32). So from 33 parts to twice MMA_TWO_LEVEL_MAX_PARTS where
 * the merge takes two levels the count stands, and past
 * MMA_TWO_LEVEL_MAX_PARTS takes it (on an H100, as a decode step,
 * bench/runs/2026-12-07-h200-groups, round 3: 36 steps drawn from those it
 * moves, each at both counts twice, 0.969 times the time, 11 faster by over 2
 * % and 3 slower, the most 1.034: 2/1 at 1 x 53751, 17.03 us in 32 against
 * 13.08 in 53; 8/1 at 3 x 38899, 26.60 in 32 against 23.52 in 38; 16/2 at 1 x
 * 76929, 29.51 in 64 against 30.53 in 66; round 1: 8/1 at head_dim 64, 1 x
 * 262144, 27.79 in 128 against 39.69 in 256). With the one-level merge the
 * tree took 32 for 33 to 63 parts under MMA_LONG_MERGE_PART_TOKENS at head_dim
 * 128 and more, and a step up to a quarter below the count (2/2 at 1 x 14981,
 * 7.33 us in 32 against 9.21 in 40 on an H200; in two levels, on an H100,
 * 7.55 in 40 against 8.73 in 32). Where the merge keeps one level a count up
 * to a quarter past a step still takes the step, which buys few SMs for a
 * whole pass more (on an H200, as a decode step: head_dim 64, 1 kv head at
 * group 16, 2 x 104502, 38.47 us in 64 parts against 41.56 in 66; parts of
 * MMA_LONG_MERGE_PART_TOKENS and more too, bench/runs/2026-12-07-h200-tier,
 * 1.020 times as slow past the step on 41 steps). */
#define MMA_LONG_MERGE_PART_TOKENS 2048
/* Whether the kernel merges 33 to MMA_TWO_LEVEL_MAX_PARTS partitions in two
 * levels: not at head_dim 64 over 16 heads a CTA, the grouped kernel's
 * largest block at group 9 and over */
static int merges_in_two_levels(const pa_problem *p, pa_kernel_kind kind)
{
    return !(p->head_dim == 64 && kind == PA_K_GQA && p->heads / p->kv_heads > 8);
}

/* Whether the kernel merges `splits` parts in two levels: 33 to
 * MMA_TWO_LEVEL_MAX_PARTS of them, where it can (one_cta_an_sm_64 keeps such
 * a count) */
int parts_in_two_levels(const pa_problem *p, pa_kernel_kind kind, long long splits)
{
    return splits > MMA_MERGE_CHUNK && splits <= MMA_TWO_LEVEL_MAX_PARTS && merges_in_two_levels(p, kind);
}

/* Whether `splits` cuts the longest sequence in 33 to MMA_TWO_LEVEL_MAX_PARTS
 * parts of at most one round that the kernel merges in two levels: a count
 * the one-level merge's rules cut, and which stands with two (wide_parts_cap,
 * deep_parts_128) */
int round_parts_in_two_levels(const pa_problem *p, pa_kernel_kind kind, long long splits)
{
    const long long max_ctx = p->max_context_len > 0 ? p->max_context_len : 1;
    return parts_in_two_levels(p, kind, splits) && pa_mma_part_tokens(max_ctx, splits) <= mma_inflight_tokens(p);
}

/* Whether the merge of 17 to 32 partitions takes more passes over a grouped
 * CTA's heads than the merge of up to 16 (kernels/mma_merge.cuh): up to 16,
 * one thread a column quad of each head (two quads a thread where the heads'
 * quads pass 256), 17 to 32 two, each pass a round trip. The kernel's own
 * arithmetic, at the default threads of a uniform batch: head_dim 128 at
 * more than 4 heads a CTA. At head_dim 256 the 17-to-32 merge gives a lane
 * two quads, and the wider grid wins over the passes where it fills more
 * SMs: 16/1 at 1 x 24000, 34.64 us in 32 against 41.71 in 24 and 48.09 in
 * 16 (bench/runs/2026-12-05-h200-take). */
static int paired_merge_takes_more(const pa_problem *p, pa_kernel_kind kind)
{
    if (kind != PA_K_GQA || p->head_dim != 128)
        return 0;
    const int group = p->heads / p->kv_heads;
    const long long heads = group < 16 ? group : 16, quads = (long long)p->head_dim / 4;
    long long block = 1;
    while (block < heads)
        block *= 2;
    const long long threads = pa_mma_threads(p->head_dim, pa_default_chunk(p->head_dim), 0);
    const long long per_thread = block * quads > 256 ? 2 : 1;
    const long long few = (heads * quads / per_thread + threads - 1) / threads;
    const long long paired = (2 * heads * quads + threads - 1) / threads;
    return paired > few;
}

/* A batch cut in 17 to 31 parts of under MMA_LONG_MERGE_PART_TOKENS where
 * that merge takes more passes: 16, whose cheaper merge outweighs the wider
 * grid (16/2 at 2 x 20000, 13.61 us in 16 against 16.17 in 20; on the twelve
 * named head_dim 128 steps of bench/runs/2026-12-04-h200-leads, auto at 1.009
 * times the best against 1.110 before, none of which the rule was read
 * from). Batches of mixed lengths too, counted by the longest sequence's
 * parts: the three recorded ones it moves ran faster in 16 (64/8 at 2 x ~7481,
 * 25.11 us against 28.48 in 21); on 14 named mixed batches none of it was
 * read from, 16 was the best on 12 and 17 to 31 on none, twice on H100s
 * (bench/runs/2026-12-05-h200-recheck, round 2; 2026-12-06-h200-landed). */
long long merge_tier(long long splits, const pa_problem *p, pa_kernel_kind kind)
{
    if (splits > MMA_FEW_MAX_PARTS && splits < MMA_MERGE_CHUNK &&
        p->max_context_len / splits < MMA_LONG_MERGE_PART_TOKENS && paired_merge_takes_more(p, kind))
        return MMA_FEW_MAX_PARTS;
    if (splits > MMA_MERGE_CHUNK && splits <= 2 * MMA_TWO_LEVEL_MAX_PARTS && merges_in_two_levels(p, kind))
        return splits < MMA_TWO_LEVEL_MAX_PARTS ? splits : MMA_TWO_LEVEL_MAX_PARTS;
    const long long step = splits > MMA_MERGE_CHUNK || p->head_dim >= 128 ? MMA_MERGE_CHUNK : MMA_FEW_MAX_PARTS;
    const long long tier = splits / step * step;
    return tier >= step && 4 * splits <= 5 * tier ? tier : splits;
}

/* The CTAs of an uneven batch's grid in `parts` partitions cut from the
 * longest sequence: the kernel launches only the parts that hold tokens
 * (pa_compact_items), up to PA_COMPACT_MAX_BATCH sequences, and every part
 * past that. Without the lengths, a bound: each sequence's tokens in whole
 * parts and one short. */
static long long uneven_grid(const pa_problem *p, const mma_grid *g, long long parts)
{
    const long long part = pa_mma_part_tokens(g->max_ctx, parts);
    long long items;
    if (p->batch > PA_COMPACT_MAX_BATCH)
        items = (long long)p->batch * parts;
    else if (!g->lens)
        items = (p->total_tokens + part - 1) / part + p->batch;
    else
        items = pa_compact_items(g->lens, p->batch, (int)parts, part);
    return items * g->rows;
}

/* The slots an uneven grid in `parts` partitions fills for a part's time:
 * a sequence held whole under half a part ends early and leaves its slot
 * to the next CTA, so such CTAs count their share of a part; every other
 * CTA (a part, a split sequence's last part, a whole sequence past half a
 * part) holds its slot. Without the lengths, uneven_grid. */
static long long uneven_slots(const pa_problem *p, const mma_grid *g, long long parts)
{
    if (p->batch > PA_COMPACT_MAX_BATCH || !g->lens)
        return uneven_grid(p, g, parts);
    const long long part = pa_mma_part_tokens(g->max_ctx, parts);
    long long held = 0, short_tokens = 0;
    for (int b = 0; b < p->batch; b++) {
        const long long ctx = g->lens[b] > 0 ? g->lens[b] : 0;
        if (2 * ctx < part)
            short_tokens += ctx;
        else
            held += (ctx + part - 1) / part;
    }
    return (held + (short_tokens + part - 1) / part) * g->rows;
}

/* The most parts, from `parts` down to `fewest`, whose grid as `count`
 * counts it holds at most `ctas` CTAs; `fewest` where none does. */
static long long uneven_parts_within(const pa_problem *p, const mma_grid *g, long long parts, long long fewest,
                                     long long ctas,
                                     long long (*count)(const pa_problem *, const mma_grid *, long long))
{
    while (parts > fewest && count(p, g, parts) > ctas)
        parts--;
    return parts;
}

/* One wave: each CTA an SM slot's share of the token-rows, so in a uniform batch
 * the CTAs start together and, being of one size, end together (rounded down,
 * so a few CTAs never spill into a second wave), and in an uneven one the long
 * sequences are cut to the size of that share, which the short sequences' CTAs
 * fill in around. A partition is never shorter than what its CTA requests at
 * once. The first cut costs a merge (a partial written, a counter, a second
 * read), which two rounds of requests pay for and one does not, so a sequence
 * is split only when each part keeps two rounds; once it is split, parts of
 * one round cost no further merge and take a round trip off every CTA (on an
 * H200, grouped: 1 x 2048 in 8 parts of 256 tokens rather than 4 of 512, 8.0
 * against 8.5 us; 16 x 256 whole, 7.4 us against 9.6 in 2 parts). Small
 * one-head grids are cut further below, where the merge of a few parts is one
 * round trip. Uneven batches keep four rounds: their short sequences' CTAs
 * fill the device around the long ones. */
static long long one_wave_parts(const mma_grid *g)
{
    const long long splits = g->max_ctx / (g->share > g->min_part ? g->share : g->min_part);
    if (splits >= 2 && !g->uneven)
        return g->max_ctx / (g->share > g->round ? g->share : g->round);
    return splits;
}

/* The one-wave count of an uneven batch comes from the token share alone,
 * and each sequence's parts round up: its grid of compacted parts
 * (uneven_grid) lands up to a third past the wave of CTA slots, and the
 * CTAs past it run as a second, short wave. The first count down whose
 * grid fits the wave, by a quarter at most and only where one fits (on an
 * H200, as a decode step, bench/runs/2026-12-06-h200-fit: on 14 batches
 * drawn at random among those it moves, none of them timed before, 1.088
 * -> 1.016 times the best launch, 12 faster, over 5 % on 10 -> 2: 8/2 at
 * head_dim 64, 7 x 12000 beside 24 x 2912, 22.43 us in 8 against 26.67 in
 * 10; bf16 32/4 at 11 x 6000 beside 29 x 1072, 49.54 in 5 against 56.89
 * in 6; on the records since 58b4fb4, 43 timed, 1.056 -> 1.007). The
 * grid is counted in the slots it fills (uneven_slots): a sequence whole
 * under half a part ends early and leaves its slot to the next CTA. So
 * counted CTAs, the fit lost where most of the batch was such sequences (on
 * an H100, bench/runs/2026-12-06-h200-wavetail, round 1: bf16 32/8 at 5 x
 * 8000 beside 17 x 288, 68.21 us in 6 against 62.83 in 8; 4 x 10000 beside
 * 17 x 352, 68.35 in 8 against 64.06 in 10; six such batches, 1.026 to
 * 1.086 times the one-wave count) and gained where they passed 0.7 of a
 * part (16/4 at 4 x 10000 beside 25 x 608, 38.33 in 16 against 44.70 in
 * 17; five batches, 1.036 to 1.166). So counted, on 24 batches drawn at
 * random among those it moves, none of them timed before (round 2, an
 * H100), 1.023 -> 1.006 times the best launch, over 5 % on 3 -> 0: of two
 * lengths, 1.036 -> 1.001, 10 of 12 faster (bf16 4/4 at 6 x 6480 beside
 * 45 x 80, 30.88 in 12 against 34.23 in 9); of graded lengths, 1.010 ->
 * 1.012, 3 faster and 6 slower by 1-4 %. Further down, the long
 * sequences' parts lose more than the wave gains (8/8 at 3 x 4000 beside
 * 43 x 352, 46.29 in 2 against 29.87 in 7). Up to 32 parts, one merge
 * round trip. */
static long long uneven_wave_fit(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (!g->uneven || splits < 3 || splits > MMA_MERGE_CHUNK || g->whole_grid > g->slots)
        return splits;
    const long long parts = uneven_parts_within(p, g, splits, (3 * splits + 3) / 4, g->slots, uneven_slots);
    return uneven_slots(p, g, parts) <= g->slots ? parts : splits;
}

/* A part just over a round takes a second, nearly empty, round trip
 * (rounds of 128 tokens at head_dim 256, 256 at 64 and 128). Where the
 * tokens give each CTA slot under a round, parts of at most a round while
 * their grid stays in one wave: one part more than the count above (on an
 * H200, as a decode step, group 5 at 8 kv heads, head_dim 256, 1 x 1255
 * in 10 parts, 6.42 us against 8.59 in 9 of 140 tokens; head_dim 64, 2/2
 * at 2 x 1831, 3.24 in 8 against 4.49 in 7 of 262). On steps none of it
 * was read from (fresh round): at head_dim 64, 17 named and one drawn,
 * 1.254 -> 1.027 times the best launch, 17 faster, one 0.8 % slower (2/2
 * at 3 x 2700, 3.68 in 11 against 5.06 in 10; 8/8 at 1 x 2000, 3.57 in 8
 * against 4.78 in 7; 128/8 at 2 x 1300, 7.20 in 6 against 7.14 in 5); at
 * head_dim 128, 25 named, 1.040 -> 1.013, 4 slower by 1.5-6 % (64/8 at
 * 1 x 2150, 5.16 in 9 against 6.10 in 8; at 1 x 2700, 5.78 in 11 against
 * 5.59 in 10; 2/2 at 1 x 2064, 3.90 in 9 against 3.68 in 8). There the
 * count feeds the rule for parts of up to 384 tokens below, which takes
 * some grids the one more part fills over two thirds of the SMs (1/1 at
 * 6 x 3600, 4.44 us in 10 against 5.22 in the 14 before; 2/2 at 3 x 3700,
 * 4.42 against 5.25). Only where the one-wave count cuts 2 parts or more:
 * group 4 at head_dim 256, 3 x 413 in one-token blocks, which it keeps
 * whole, stays in the 3 parts of 138 that the rule for few CTAs below
 * cuts, though 4 ran faster (5.31 us against 6.04); so widened, the rule
 * cut group 8's 5 x 273 in 3, 1.23 times whole's 7.56. */
/* parts of at most a round over the longest sequence */
static long long round_parts(const mma_grid *g)
{
    return (g->max_ctx + g->round - 1) / g->round;
}

static long long round_parts_in_wave(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (splits >= 2 && !g->uneven && g->share < g->round) {
        const long long parts = round_parts(g);
        if ((long long)p->batch * g->rows * parts <= g->slots)
            return parts;
    }
    return splits;
}

/* At groups 2 to 4 and head_dim 128, where the count comes to parts of a
 * round (round_parts_in_wave's, or the one-wave count's where it is the
 * same), parts of half a round ran faster while their grid stayed within two
 * thirds of the SMs: a CTA over under a round carries a warp for each 32
 * tokens of its part (8 at a round), so half the part starts half the warps
 * a CTA on twice the SMs. At most MMA_FEW_MAX_PARTS (one round trip's merge;
 * past it the merge takes a tier, 16/4 at 1 x 1659 7.13 us in 20 against
 * 3.88 in 16). On an H100 (bench/runs/2026-12-06-h200-tree): read from seed
 * 238's bf16 16/4 at 1 x 1659, 4.63 us in 7 parts against 3.80 in 14, and
 * the records' steps of that rule (8/2 at 3 x 1584, 4.63 in 7 against 3.84
 * in 12; 4/1 at 5 x 2130, 4.23 in 9 against 4.01 in 14); held out on 24
 * uniform batches drawn among those a bound of a wave of SMs moves (round
 * 2), none timed before, both counts in the same rows: 0.911 of the time
 * (0.80-1.02), 15 faster by over 2 % and one slower by 2.0 % (8/4 at 1 x
 * 2660, 3.96 us in 11 against 4.04 in 16; fp16 2/1 at 1 x 1932, 3.51 in 16
 * against 4.30 in 8). Where the halves' grid passes two thirds of the SMs,
 * they ran both ways (round 3, read after round 2: grids of 91 and 96 CTAs,
 * 0.935 to 1.044 of the time; 32/8 at 1 x 1536, 4.89 us in 12 against 4.69
 * in 6, as an H200 read it in the pages round, 4.74 against 3.94), and grids
 * of 67 to 90 won on 12 of 13 (32/8 at 1 x 1200, 4.03 in 10 against 4.70 in
 * 5). Held out at two thirds (88 CTAs) on the 16 batches of a fresh draw it
 * moves past half the SMs (round 4): 0.901 of the time, all 16 faster
 * (0.84-0.98; 12/4 at 2 x 1254, 3.95 us in 10 against 4.70 in 5). Not at
 * group 8, whose CTAs of 8 heads lost in more parts (32/4 at 1 x 2150, 4.63
 * us in 9 against 5.44 in 10; 64/8 at 1 x 2150, 5.16 against 5.63).
 * At group 1 (head_dim 128) and groups 1 to 4 (head_dim 64) only where the
 * count halves whole, within 16 parts, and within a wave of SMs: on an H100
 * (bench/runs/2026-12-06-h200-halfwide, round 1), 44 uniform batches drawn
 * among those a wave's bound moves, both counts in the same rows, ran in
 * 0.954 of the time; the 25 that halve whole all faster (0.84-0.98, grids
 * up to 120 CTAs: 1/1 at 6 x 1396, 3.59 us in 11 against 4.27 in 6), the
 * 18 that 16 parts cap both ways (0.97-1.10: head_dim 64 4/1 at 6 x 2650,
 * 4.00 in 16 against 3.63 in 11). Held out on 24 batches of a fresh draw
 * it moves (round 2): 0.923 of the time, 23 faster by over 2 %, none
 * slower (0.85-1.00; 3/1 at head_dim 64, 7 x 1102, 3.53 in 9 against 4.14
 * in 5). */
static long long half_round_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (g->uneven || p->head_dim > 128 || g->group > 4 || g->share >= g->round || splits < 2 ||
        splits != round_parts(g))
        return splits;
    const long long half = g->round / 2;
    long long parts = (g->max_ctx + half - 1) / half;
    if (p->head_dim == 64 || g->group == 1)
        return parts <= MMA_FEW_MAX_PARTS && (long long)p->batch * g->rows * parts <= g->sms ? parts : splits;
    if (parts > MMA_FEW_MAX_PARTS)
        parts = MMA_FEW_MAX_PARTS;
    return parts > splits && 3 * (long long)p->batch * g->rows * parts <= 2LL * g->sms ? parts : splits;
}

/* A uniform batch of long sequences whose whole-sequence grid is just over
 * one CTA an SM (up to one and a half): its last CTAs run alone on a few
 * SMs once the rest are done, longer than the next layer's CTAs can fill
 * in. Cut in parts, about two and a half CTAs an SM, the tail is a part's
 * length (on an H200, as a decode step: bf16 group 1 at 8 heads, 20 x
 * 9691, 186.0 us in 3 parts against 206.4 whole; group 4 at 4 kv heads, 45
 * x 5264 in 2, 115.8 against 128.8; head_dim 64 group 1 at 4 heads, 34 x
 * 31459 in 3, 264.5 against 298.0; group 8 at 2 kv heads, 71 x 9029 in 3,
 * 83.6 against 93.3; group 4 at 8 kv heads, 24 x 4608 in 2, 107.6 against
 * 115.1; 17 x 6144 in 3, 1.8 % slower). Not at 4096 tokens and under,
 * where whole was as fast or faster at head_dim 128 (20 x 4096, 83.7 us
 * against 86.2 in 3; 17 x 1024, 20.8 against 30.5; group 1, 140 x 2048,
 * 42.9 against 48.0) and at head_dim 64 (17 x 1024 and 20 x 2048 whole
 * fastest; 17 x 4096 1.5-4 % slower whole), but at head_dim 256 past 512
 * tokens (17 x 1024 in 3, 46.5 against 48.4; 20 x 2048 in 3, 87.7 against
 * 96.7; 150 x 2048 at group 1 in 3, 84.8 against 92.1; 17 x 512 whole
 * fastest, 27.3 against 32.1 in 3). */
static long long tail_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long whole_grid = g->whole_grid, sms = g->sms;
    const long long tail_min = p->head_dim > 128 ? MMA_TAIL_MIN_TOKENS_256 : MMA_TAIL_MIN_TOKENS;
    if (!g->uneven && splits <= 1 && g->max_ctx > tail_min && whole_grid > sms && 2 * whole_grid <= 3 * sms)
        return (5 * sms + 2 * whole_grid - 1) / (2 * whole_grid);
    return splits;
}

/* tail_parts counts SMs; at head_dim 64 an SM holds two CTAs, and its count
 * of 2 left a grid 1.26 to 1.5 waves of those slots, of 3 up to 2.25: the
 * last wave's few parts ran on after the rest (on an H100, as a decode step,
 * bench/runs/2026-12-06-h200-wavetail, round 6: 8/1 at 167 x 11082, 2
 * parts 1.049 times the best launch, 3 the best; 16/1 at 174 x 4915, 2
 * parts 1.098; 8/1 at 182 x 15867, 3 parts 1.002 and 2 1.030, 4 the best;
 * on 11 batches it cut in 2, 2 parts 1.047, 3 1.014, 4 1.008). The count
 * up from it until the last wave of slots is at least half full: 3 where
 * that wave is past half, else 4. On 23 batches drawn at random among
 * those it moves, none of them timed before (round 7, an H100), 1.041 ->
 * 1.000 times the best launch, over 5 % on 9 -> 0, 18 faster and none
 * slower (16/1 at 170 x 16262, 234.75 us in 3 against 262.96 in 2; bf16
 * 16/1 at 177 x 18333, 277.25 in 4 against 306.14). */
static long long tail_slots_64(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (p->head_dim != 64 || g->uneven || splits < 2 || tail_parts(p, g, 1) != splits)
        return splits;
    while (splits < MMA_FEW_MAX_PARTS) {
        const long long last = (g->whole_grid * splits) % g->slots;
        if (last == 0 || 2 * last >= g->slots)
            break;
        splits++;
    }
    return splits;
}

/* A uniform batch of long sequences whose whole grid passes its last full
 * wave by a few CTAs: at head_dim 128 and 256 (one CTA an SM) past two SMs'
 * worth by up to a fifth, at head_dim 64 (two an SM) past a wave of slots by
 * up to a half. Those last CTAs stream a whole sequence each on a few SMs
 * after the rest are done; in parts (3 at head_dim 128 and 256, 2 at 64)
 * the grid runs in many waves and its last is a part's length (on H100s,
 * as a decode step, bench/runs/2026-12-06-h200-wavetail, rounds 1 and 3:
 * 8/8 at 37 x 7000, 296 CTAs, 378.06 and 363.15 us whole against 352.82
 * and 355.66 in 3; 32/8 at 38 x 6000, 326.22 against 311.52; bf16 head_dim
 * 256 16/4 at 74 x 4000, 433.17 and 418.56 against 402.19 and 404.83; at
 * head_dim 64 8/8, 36 x 7470, 216.96 and 221.84 against 196.16 and 200.58
 * in 2; on the records since 58b4fb4 of 290 to 316 CTAs at head_dim 128
 * and 256 whole ran 1.041 times the best launch and 3 parts 1.003, 16
 * steps; at head_dim 64, 1.066 and 1.007 in 2, 7 steps). On 22 batches
 * drawn at random among those it moves, none of them timed before (round
 * 4, an H100), 1.044 -> 1.006 times the best launch, over 5 % on 9 -> 1, 18
 * faster, 2 slower by 1.0 and 1.4 % (fp16 head_dim 256 2/2 at 147 x 7217
 * fragmented, 709.36 us in 3 against 777.55; head_dim 64 40/8 at 36 x
 * 12492, 322.98 in 2 against 356.00; bf16 8/8 at 36 x 12573 fragmented,
 * 612.70 in 3 against 604.51). Past two SMs' worth by a few CTAs whole
 * stood level on some machines (8/8 at 33 x 7000 and 36 x 7000) and lost
 * 7 % on others (35 x 7000, 359.33 against 338.94); from two and a half
 * whole ran faster (8/8 at 41 x 7000, 387.62 against 393.62 in 3); short
 * sequences' whole CTAs take fewer warps, several an SM
 * (pa_mma_whole_threads). */
static long long late_wave_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (g->uneven || splits > 1 || g->group > 8)
        return splits;
    const long long whole = g->whole_grid, sms = g->sms;
    if (p->head_dim == 64)
        return whole > g->slots && 2 * whole <= 3 * g->slots && g->max_ctx >= 2048 ? 2 : splits;
    return whole > 2 * sms && 5 * whole <= 12 * sms && g->max_ctx > (p->head_dim > 128 ? 2048 : MMA_TAIL_MIN_TOKENS)
               ? 3
               : splits;
}

/* Such a grid, up to a quarter over one CTA an SM, of short sequences,
 * each over three quarters of a round (193 to 256 tokens at head_dim 128,
 * 97 to 128 at 256): whole, a CTA fills 96 to 128 KiB of ring, one or two
 * an SM, and the CTAs past those slots run late; in 2 parts of half a
 * round each fits 64 KiB, three an SM, in one wave (on an H200, as a
 * decode step: group 1 at 8 heads, 19 x 200, 5.12 us against 6.95 whole;
 * 18 x 240, 5.37 against 6.29; group 4 at 8 kv heads, 17 x 200, 5.18
 * against 7.21; 17 x 256, 5.74 against 6.63; group 2, 20 x 224, 5.85
 * against 7.21; head_dim 256, 19 x 112, 8.11 against 8.78). Further over,
 * whole was faster at 256 tokens (group 4, 22 x 256 in 176 CTAs, 6.74
 * against 7.43; group 2, 24 x 256, 7.01 against 7.95; head_dim 256, 22 x
 * 128, 8.74 against 9.14), where 208 still gained (22 x 208, 6.05 against
 * 7.01). Not at 192 tokens and under, which six warps hold in 96 KiB, two
 * CTAs an SM (24 x 192 whole, 5.25 against 6.34 in 2; 17 x 180, 4.56
 * against 5.33), nor at head_dim 64, whose whole ring is 64 KiB. */
static long long short_pair_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (!g->uneven && splits <= 1 && p->head_dim >= 128 && g->whole_grid > g->sms &&
        4 * g->whole_grid <= 5LL * g->sms && 4 * g->max_ctx > 3 * g->round && g->max_ctx <= g->round)
        return 2;
    return splits;
}

/* A uniform grid under one CTA an SM that the one-wave count leaves partly
 * idle (48 CTAs in 2 parts fill 96 of 132 SMs; 72 unsplit, 72): where two
 * waves of parts fill the SMs' CTA slots by a tenth more than one,
 * those, each part still two rounds long. On an H200, as a decode step, 48
 * grouped CTAs: 6 x 8192 in 5 parts at group 4, 48.5 us against 53.3 in 2;
 * group 8, 50.1 against 55.5; head_dim 256, 95.2 against 105.7; 6 x 4096,
 * 25.0 against 28.0; group 16, 6 x 43894, 247.8 against 277.8; 72 CTAs,
 * 9 x 6000 in 3 at group 4, 55.8 against 63.1 whole; group 8, 56.3
 * against 64.1. At head_dim 64, two CTAs an SM, 96 CTAs in 5 parts rather
 * than 2: group 4, 12 x 8192, 51.3 against 55.7; group 8, 12 x 12000, 72.9
 * against 79.2 (72 CTAs in 7 rather than 3, 9 x 8192: level). A grid over
 * one CTA an SM stood whole (head_dim 64, 20 x 2048, above).
 *
 * Where two waves fill no more than one (89 to 99 CTAs at head_dim 128
 * and 256), three waves' worth may: 96 CTAs in 4 parts fill 384 of 396
 * slots. How fast 96 long whole sequences run depends on the H200 itself:
 * as a decode step, 12 x 8192 whole took 95.3-96.1 us on one (4 parts
 * 3.4-4.9 % slower, in each of three processes), 99.2-100.0 on another
 * (4 parts 3-4 % faster) and 105.8-107.1 on a third (4 parts 8-9 %
 * faster; 92 CTAs, 23 x 8192, 3 % on two of them). In parts every SM
 * streams, whichever SMs a whole grid would leave idle. Across the three,
 * 4 parts were the count least off the best (within 5 % on each, where
 * whole was 10 % off on one), and so they were at 16 kv heads (64/16, 6 x
 * 8192, 95.5 against 104.9; 6 x 11172, 131.1 against 139.2), head_dim 256
 * (12 x 4096, 96.7 against 108.3), 90 CTAs (8/2 45 x 8192, 92.3 against
 * 98.2), and then on two more machines (group 2, 12 x 10000, 115.7
 * against 127.3-128.7; 12 x 32768, 356.3-357.5 against 404.6-411.0; 94
 * and 98 CTAs level or faster). Only with parts of 8 rounds and more
 * (2048 tokens at head_dim 128): 12 x 4096 whole was level or 2-9 %
 * faster than 4 parts of 1024 (groups 1, 4 and 8), 12 x 7168 gained on
 * one machine and lost on another, and 12 x 7500 stood level.
 *
 * At head_dim 64 and groups of 8 and more, two waves only where they fill
 * the slots by a sixth more than one: 54 to 58 CTAs stay in the one-wave
 * count's 4 parts rather than 9, 68 to 74 in 3 rather than 7 (on an H200,
 * as a decode step, read from three drawn steps: 64/8 at 7 x 4732, 18.60
 * us in 4 against 21.88 in 9; 128/8 at 7 x 7105, 28.13 against 30.96; 64/8
 * at 7 x 7672, 29.26 against 31.55; on 12 named steps none of it was read
 * from, fresh round, 1.091 -> 1.000 times the best launch, the one-wave
 * count the fastest on each: 96/8 at 7 x 6000, 24.25 against 27.81; 128/8
 * at 9 x 4096 in one-token blocks, 21.90 in 3 against 26.59 in 7; 16/1 at
 * 58 x 8192, 32.34 against 36.46). Groups 4 and 5 gained as much at 7 x
 * 8192 (30.42 against 32.98; 30.39 against 33.02), but group 5 at 14 x
 * 73658 in one-token blocks ran 9 parts 1.08 times as fast as 4 (255.95
 * against 276.30), so smaller groups keep the two waves until more of
 * them are timed. */
static long long wave_fill_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long whole_grid = g->whole_grid, slots = g->slots;
    if (g->uneven || splits < 1 || whole_grid >= g->sms)
        return splits;
    const long long waves2 = 2 * slots / whole_grid, waves3 = 3 * slots / whole_grid;
    const int one_wave_holds = p->head_dim == 64 && g->group >= 8 &&
                               !fills_more_by(whole_grid, waves2, 2, splits, 1, slots, 6);
    if (fills_tenth_more(whole_grid, waves2, 2, splits, 1, slots) && g->max_ctx / waves2 >= g->min_part &&
        !one_wave_holds)
        return waves2;
    if (splits == 1 && fills_tenth_more(whole_grid, waves3, 3, 1, 1, slots) &&
        fills_tenth_more(whole_grid, waves3, 3, waves2, 2, slots) && g->max_ctx / waves3 >= 4 * g->min_part)
        return waves3;
    return splits;
}

/* Past the three-wave count, a head_dim 256 grid of long whole sequences
 * over three quarters of the SMs and within seven eighths (100 to 115
 * CTAs) in 2 parts: whole, its CTAs stream on those SMs alone, and one
 * head_dim 256 CTA an SM draws less than an SM's share of the read; in
 * parts every SM streams. Only at groups up to 8 and parts of over 8
 * rounds. On an H200, as a decode step (13 x 4096 at group 4 on
 * two machines, the rest twice on a third): 104 CTAs, group 4 at 13 x
 * 4096, 103.3-105.5 us against 107.8-111.3 whole; 13 x 16384, 400.0
 * against 418.6-423.7; bf16 13 x 8192, 203.8-204.5 against 211.8-212.0;
 * group 1 at 13 x 4096, 104.6-105.1 against 109.8-110.0; group 2 at 13 x
 * 8192, 203.6-203.8 against 210.9-212.1; group 8 at 13 x 4096, 107.5-107.7
 * against 109.5-110.6; 112 CTAs, group 4 at 14 x 8192, 216.3-217.4 against
 * 220.6-220.7. Not at 13 x 2048 (parts of 8 rounds, 2-4 % slower; 13 x
 * 3000, parts of 11.7, ran 79.7 in 2 against 82.8 whole), from
 * 120 CTAs (15 x 4096 at group 8 and 16 x 4096 at groups 2 and 4 whole,
 * parts 2-3 % slower; 15 x 8192 at group 1 level), nor at group 16 (in
 * two CTAs a kv head, 7 x 4096, parts 1.115 times whole; in one of paired
 * warps, 13 x 4096, 104 CTAs, 1.208), nor at head_dim 128, where such
 * grids ran whole within 1 % of parts at groups 1 to 8 (13 x 8192, 104
 * CTAs) and within 0.3-1.6 % at group 16 (110 x 8192 at one kv head). */
static long long long_pair_parts_256(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (!g->uneven && splits == 1 && p->head_dim > 128 && g->group <= 8 && 4 * g->whole_grid > 3LL * g->sms &&
        8 * g->whole_grid <= 7LL * g->sms && g->max_ctx > 2 * MMA_LONG_PART_ROUNDS * g->round)
        return 2;
    return splits;
}

/* The most parts uneven_wave_parts cuts. MMA_FEW_MAX_PARTS, but 32 (one
 * paired merge's most) at head_dim 128 with one or two heads a CTA, where
 * the 17-to-32 merge takes one pass over the CTA's heads and a grid of few
 * rows leaves SMs idle at 16; uneven_wave_parts' wave test keeps grids
 * that 32 parts would take past nine tenths of a wave at fewer, where
 * they fall off a cliff (8/8 at 4 x ~1650, 13.53 us in 32 against 9.01 in
 * 16). On an H200, as a decode step (bench/runs/2026-12-05-h200-fewheads,
 * round 1): 1/1 at 4 x ~6000, 8.62 us in 32 against 10.04 in 24 and 12.47
 * in 16; 2/1 at 8 x ~3625, 8.30 against 9.56 and 10.27; bf16 2/1 at 12 x
 * ~3500, 9.98 against 10.56 and 12.13; 4/4 at 6 x ~2667, 10.29 against
 * 11.23 and 11.55; 16/8 at 2 x ~2350, 7.99 against 8.40 and 8.39; on an
 * H100, on 13 steps none of it was read from (round 2), 0.83 to 1.012
 * times 24 parts. Of the records since 58b4fb4 two batches of a few
 * widely spread long sequences lost at 32 (bf16 8/4 at 13137, 8435 and
 * 3013 tokens, 17.82 against 15.76 in 24; bf16 4/4 at 1179 to 10498, 14.40
 * against 13.44), while the H100 ran their like level (bf16 8/4 at 12500,
 * 9000 and 2800, 20.05 against 20.08). At groups of 4 and more the merge
 * takes more passes, and 24 or 32 parts lost, up to 1.40 times the best. */
#define MMA_FEW_HEADS_UNEVEN_MAX_PARTS 32
static long long uneven_few_heads_parts(const pa_problem *p, const mma_grid *g)
{
    return p->head_dim == 128 && g->group <= 2 ? MMA_FEW_HEADS_UNEVEN_MAX_PARTS : MMA_FEW_MAX_PARTS;
}

/* An uneven batch: its CTAs differ in length, and the step lasts as long
 * as its longest chain. Parts of three quarters of what a CTA requests at
 * once, up to MMA_FEW_MAX_PARTS (one round trip's merge; more where
 * uneven_few_heads_parts says), as many as keep the grid's CTAs
 * (uneven_grid) within nine tenths of a wave of CTA slots; never fewer
 * than the count above (the one-wave count, fitted to the wave). On an
 * H200, as a decode step (bench/RESULTS.md, uneven round), fitted on the 196 uneven
 * steps the rounds before drew (scenarios/auto.lua), 1.051 -> 1.029 times
 * the best launch: bf16 8/2 21 x ~1455 in 14, 10.17 us against 14.99 in 4;
 * 3 x ~149 at group 4, 3 parts, 3.36 against 4.69 in 2; on 48 drawn steps
 * of mixed lengths none of it was read from, 1.049 -> 1.020; 1 x 2048
 * beside 3 x 1500, 14 parts, 9.35 us against 12.70 in 4. A grid past the
 * wave steps up (1 x 2048 beside 31 x 176 in 13 parts, two a short
 * sequence, 408 CTAs: 15.01 us against 9.35 in 12), and on the drawn
 * steps a grid within the whole wave read 1.042 where nine tenths read
 * 1.029, though at group 8 1 x 2048 beside 31 x 128 ran 9.59 in 16 (376
 * CTAs) against 10.50 in 14. Past 16 parts they lost (head_dim 256, 6 x
 * ~1001 in 20, 1.61 times 10). */
static long long uneven_wave_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    /* a batch under a round a slot: its long sequence in at most 16 parts
     * (1 x 2048 beside 7 x 128 at group 4, 16 parts, 5.0 us against 10.4
     * in 4) */
    if (g->share < g->round && splits > MMA_FEW_MAX_PARTS)
        splits = MMA_FEW_MAX_PARTS;
    long long parts = g->max_ctx / (3 * g->round / 4);
    const long long most = uneven_few_heads_parts(p, g);
    if (parts > most)
        parts = most;
    parts = uneven_parts_within(p, g, parts, splits, 9 * g->slots / 10, uneven_grid);
    return parts > splits ? parts : splits;
}

/* An uneven batch cut in 2 parts (uneven_wave_parts' parts of at least
 * three quarters of a round: its longest sequence 1.5 to 3 of them) whose
 * parts pass a round by up to an eighth: 3 parts, each within a round,
 * while its sequences' CTAs stay within 5/4 of the SMs. Read from the
 * records (bench/runs/2026-12-06-h200-halfwide, README): 12 steps, each
 * faster (fp16 D128 1/1 at 27 x ~135, 4.63 us in 2 against 3.20 in 3);
 * past the bounds, 80/16 at 13 x ~174 (208 CTAs a part, its half 147 of
 * 128) 1.54 times slower. Held out on 23 drawn batches (its round 3):
 * 0.846 of the time, 18 faster, 3 slower, the slowest at head_dim 64 past
 * its slots (bf16 32/4 at 28 x ~391, 296 CTAs on 264: 9.53 us in 3 against
 * 6.12); at head_dim 128 and groups 8 to 16 the other slower two and two
 * level (up to 1.053), beside the records' wins there (22/2 at 10 x ~142,
 * 1.168). At head_dim 64 the 3 parts' grid as launched stays within the
 * slots: held out on 16 more (round 5), the 10 within them faster in 3
 * (0.889), the 6 past them slower (1.444). */
static long long uneven_two_over_half(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long part = (g->max_ctx + 1) / 2, ctas = (long long)p->batch * g->rows;
    if (!g->uneven || splits != 2 || part <= g->round || 8 * part > 9 * g->round || 4 * ctas > 5LL * g->sms)
        return splits;
    /* at head_dim 64 the 3 parts' grid within its slots (two CTAs an SM):
     * a second wave of parts that short costs more than the third part saves */
    return p->head_dim != 64 || uneven_grid(p, g, 3) <= g->slots ? 3 : splits;
}

/* An uneven batch whose sequences' CTAs, unsplit, fill a wave of CTA
 * slots or more (at head_dim 128 and 256 one CTA an SM or more), its
 * longest sequence at least 7/4 of the mean: cut to the one-wave share,
 * its longest sequences' CTAs still run past the others' end, wherever the
 * scheduler places them; in parts of at most 12 rounds, up to
 * MMA_FEW_MAX_PARTS, the SMs share them more evenly (on an H200, as a
 * decode step, bench/RESULTS.md, uneven round: head_dim 256 at 4 kv heads,
 * 117 x ~1728 in 4, 201.4 us against 241.9 whole; head_dim 64, 75 x ~6872
 * in 4, 253.7 against 287.8 whole; 16 drawn steps, 15 of them faster, by
 * up to 16 %, the other level). From one CTA an SM at head_dim 128 and 256
 * the recorded steps since 58b4fb4 it moves went 1.056 -> 1.016 times the
 * best launch (16 timed, 15 faster: 128/8 at 26 x ~5113, 140.08 us in 6
 * against 146.58 in 2); on 15 named batches none of it was read from, an
 * H100, 1.024 -> 1.018, 10 faster, 5 slower by up to 4.5 % (bench/runs/
 * 2026-12-06-h200-skew: 16/8 at head_dim 256, 2 x 10000 beside 20 x 2000,
 * 163.30 in 13 against 174.66 in 8; 8/2 there, 8 x 8000 beside 70 x 2000,
 * 144.88 in 10 against 138.67 in 7). At head_dim 64, two CTAs an SM, only
 * from the wave (bf16 64/4 at 42 x ~5142, 168 CTAs: 73.46 in 3 against
 * 65.02 in 2). Not where the longest is at most half again the mean, which
 * whole CTAs share out well enough, the grid larger or smaller (100 x 4000
 * beside 100 x 12000 in 7, 731 us against 760 whole, but 30 x 6000 beside
 * 30 x 20000 at group 16, 775 against 741, and at group 1, 40 x 2000
 * beside 40 x 6000, 315 against 304; 13 x 4000 beside 12 x 12000, 200
 * CTAs, 183 in 3 against 193 in 7; head_dim 256, 20 x 1000 beside 20 x
 * 3000, 320 CTAs, 155 whole against 160 in 3). */
static long long uneven_skew_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const int fills = g->whole_grid >= g->slots || (p->head_dim >= 128 && g->whole_grid >= g->sms);
    if (fills && 4 * g->max_ctx * p->batch >= 7 * p->total_tokens) {
        long long parts = g->max_ctx / (12 * g->round);
        if (parts > MMA_FEW_MAX_PARTS)
            parts = MMA_FEW_MAX_PARTS;
        if (parts > splits)
            return parts;
    }
    return splits;
}

/* At head_dim 256 an uneven batch's CTAs are two warps of a 64-token
 * round; past MMA_FEW_MAX_PARTS the one-wave count cut parts of a few
 * hundred tokens, whose merge cost more than the CTAs they added gained:
 * more parts only where each still holds 16 rounds (on an H200, as a
 * decode step, bench/RESULTS.md, uneven round: 16/1 3 x ~5500 in 16,
 * 30.6 us against 43.6 in 45; 64/8 3 x ~6339, 45.7 against 55.5 in 27;
 * bf16 5/1 39 x ~5181, 55.3 against 62.2 in 20; 16/2 20 x ~4931, 59.9
 * against 71.9 in 21; but 16/1 3 x ~261617 in 96, 274.9, against 776.6 in
 * 16; on named batches none of it was read from, 16/1 1 x 16000 beside 3
 * x 4000, 16 parts 39.2 against 48.4 in 62; 1 x 40000 beside 3 x 8000, 32
 * parts 63.4 against 80.4 in 123; 8/2 2 x 30000 beside 2 x 6000, 29
 * parts 49.2 against 58.0 in 82; slower at 32/8, 1 x 20000 beside 5 x
 * 3000, 19 parts 87.7 against 76.7 in 28, where 12 took 74.4). A grouped
 * grid of one or two rows takes that count down to a multiple of
 * MMA_MERGE_CHUNK, where the merge's passes step up: the parts past the
 * step add a pass over the CTA's heads at the step's end, and the few CTAs
 * they add to so small a grid do not win it back (on an H100, as a decode
 * step: bf16 8/1 at 8 x ~24261, 80.07 us in 32 against 102.33 in 47; 1 x
 * 90000 beside 1 x 30000, 77.02 in 64 against 90.26 in 87; on 8 named
 * batches none of it was read from, 1.116 -> 1.019, 7 faster: 8/1 at 1 x
 * 48000 beside 3 x 24000, 58.66 in 32 against 77.59 in 46; 16/2 at 1 x
 * 85000 beside 1 x 40000, 118.33 in 64 against 117.33 in 44, where 32 ran
 * 102.23). Not a CTA a head (group 1), whose merge passes over one head
 * (1/1 at 1 x 45000 beside 3 x 20000, 43.87 in 43 against 45.62 in 32;
 * bench/runs/2026-12-06-h200-skew, round 3). */
static long long uneven_parts_cap_256(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (p->head_dim == 256 && splits > MMA_FEW_MAX_PARTS) {
        long long most = g->max_ctx / (16 * g->round);
        if (most < MMA_FEW_MAX_PARTS)
            most = MMA_FEW_MAX_PARTS;
        if (splits > most) {
            if (g->group > 1 && g->rows <= 2 && most > MMA_MERGE_CHUNK)
                most = most / MMA_MERGE_CHUNK * MMA_MERGE_CHUNK;
            return most;
        }
    }
    return splits;
}

/* An uneven batch of one or two rows at head_dim 128 and 256, its
 * sequences' whole CTAs under one an SM, whose count passes 64 parts: the
 * one-wave count gives each of two or three CTAs an SM a share, and cuts
 * the long sequence as many times; its merge (past MMA_TWO_LEVEL_MAX_PARTS
 * a pass every MMA_MERGE_CHUNK parts, up to it two levels: merge_tier) is
 * paid at the step's end, while parts of one CTA an SM already stream it
 * from every SM. Read with the one-level merge. The count
 * whose grid holds one CTA an SM (on an H200, as a decode step: bf16 8/1
 * at 672573 beside 151449 tokens, 114.56 us in 96 against 142.07 in 256;
 * 66899 beside 13 shorter, 40.85 in 32 against 45.93 in 96; head_dim 256,
 * 109226 beside 6 shorter, 130.98 in 32 against 152.73 in 96; on an H100,
 * 8/1 at 1 x 400000 beside 1 x 300000, 131.84 in 64 against 142.63 in
 * 224). On 21 named
 * batches none of it was read from, on H100s, 1.127 -> 1.007 times the best
 * launch, every one faster, over 5 % on 16 -> 1 (bench/runs/
 * 2026-12-06-h200-fewrows: bf16 8/1, head_dim 256, 1 x 200000 beside 1 x
 * 100000, 141.74 in 88 against 186.01 in 192; 1 x 80000 beside 15 x 10000,
 * 49.13 in 32 against 58.30 in 128; 16/1, head_dim 256, 520000 beside
 * 200000 and 65000 tokens, 312.46 in 87 against 330.96 in 160).
 * Not at head_dim 64, two CTAs an SM, where the wave's count held its own
 * (an H100, 8/1 at 1 x 200000 beside 3 x 100000, 49.91 us in 96 against
 * 55.21 in 64), nor at 33 to 64 parts, where either count led (an H200,
 * 2/1 at 14 x ~84408, 142.54 in 43 against 154.93 in 14 and 148.91 in 12). */
static long long few_rows_sm_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (p->head_dim < 128 || g->rows > 2 || g->whole_grid > g->sms || splits <= 2 * MMA_MERGE_CHUNK)
        return splits;
    return uneven_parts_within(p, g, splits, MMA_FEW_MAX_PARTS, g->sms, uneven_grid);
}

/* At head_dim 64 and 256, parts of 128 tokens merging in a cluster (as
 * held_parts_128 cuts them at head_dim 128) where one_head_ctas would take
 * the grid and each sequence passes what eight warps of two slots hold (256
 * tokens at head_dim 64): a CTA a head in up to 4 parts,
 * its grid within half the SMs, lost to the group's CTAs in 128-token
 * parts merged on chip (on an H200, as a decode step, group 4 at 8 kv
 * heads: head_dim 64, 1 x 512, 2.93 us in 4 against 3.35 in 2 one-head
 * parts; 1 x 768, 3.23 in 6 against 4.58; 2 x 512, 3.26 in 4 against 4.49
 * unsplit; group 8, 1 x 640, 3.48 in 5 against 5.24; head_dim 256, 1 x
 * 384, 4.21 in 3 against 5.55; 2 x 384, 4.35 against 7.46). At 256 tokens
 * and under a CTA a head held its own (head_dim 64, 1 x 256 whole, 2.03
 * grouped and 2.12 a head against 2.73 in 2 parts; head_dim 256, 1 x
 * 256, 3.54 in 2 one-head parts against 3.97 grouped). Over 8 heads a
 * CTA at head_dim 256 parts of half a round where they merge in a
 * cluster, as paired_half_parts cuts them (64/4 at 1 x 500, 5.79 us in 8
 * against 6.60 in 4; 1 x 450, 5.80 in 8 against 6.57 in 4), where
 * paired_one_head_parts does not run a CTA a head. */
static long long clustered_parts(const pa_problem *p, const mma_grid *g)
{
    if (p->head_dim == 128 || g->kind != PA_K_GQA || (long long)p->batch * p->heads > g->sms / 2 ||
        g->max_ctx <= MMA_RING2_TOKENS)
        return 0;
    const long long parts = g->round4_parts;
    const long long half_parts = paired_half_parts(p, g);
    if (half_parts)
        return half_parts;
    return clustered(g, parts) ? parts : 0;
}

/* Whole sequences of over three quarters of what eight warps of two
 * slots hold, up to what three slots hold (193 to 384 tokens), in a
 * grid of over two CTAs an SM: whole, each CTA takes 112 to 128 KiB of
 * ring, one an SM, wave after wave (past 256 tokens copying its third
 * step after the wait). In parts of up to 128 tokens, 2 or 3, each fits
 * 64 KiB and three CTAs share an SM, one's start and end under the
 * others' streams (on an H200, as a decode step, group 4: 34 x 264 in 3,
 * 12.9 us against 18.6 whole; 40 x 272, 15.6 against 18.3; 80 x 300,
 * 32.7 against 34.4; 100 x 384, 45.6 against 48.1; 60 x 360 level;
 * group 1, 100 x 280, 33.6 against 45.3; bf16 group 2, 80 x 290, 31.4
 * against 33.8; in 2, group 4, 34 x 240, 11.9 against 13.9; 150 x 210,
 * 41.8 against 44.7; 40 x 256, 13.3 against 14.0; bf16 32/16 128 x 244,
 * 71.4 against 82.1; 200 x 200, 53.1 against 57.3). Up to 256 tokens
 * the 2 parts share their SMs by waves: a wave of three 2-part CTAs an
 * SM took 5.9 to 6.6 us, one of whole CTAs 4.1 to 5.1, so 2 parts only
 * where they run in fewer waves than whole by more than 7 to 5: at 3
 * waves against 4 they lost (50 x 220 and 8/2 200 x 230, 400 CTAs,
 * 1.08-1.10 times whole; 60 x 230 and 60 x 193, 480, 1-2 %), at 5
 * against 7 they were level (100 x 250, 800); on steps the cut was not
 * read from it held (88 x 230, 4 waves against 6, 26.7 against 28.6;
 * 75 x 250, 4 against 5, whole 5 % faster). Not at group 8, whose CTAs
 * lost 4-7 % in parts (40 x 300, 80 x 350, 60 x 240), nor within two
 * CTAs an SM, where the kernel's six-warp CTAs already share SMs whole
 * (30 x 320, 10.0 us whole against 13.5 in 3), nor past 384 (60 x 420,
 * 40 x 480: whole fastest). Past 224 tokens at groups 2 to 4 the whole
 * CTAs take half the warps (pa_mma_whole_threads), and
 * whole_half_stands keeps them whole. */
static long long short_whole_parts_128(const mma_grid *g, long long splits)
{
    const long long whole_grid = g->whole_grid, sms = g->sms;
    if (splits > 1 || whole_grid <= 2 * sms || 4 * g->max_ctx <= 3 * MMA_RING2_TOKENS || g->max_ctx > MMA_DEEP_TOKENS)
        return 0;
    const long long parts = g->round4_parts;
    const long long whole_waves = (whole_grid + sms - 1) / sms;
    const long long part_waves = (parts * whole_grid + 3 * sms - 1) / (3 * sms);
    return parts > 2 || 7 * part_waves < 5 * whole_waves ? parts : 0;
}

/* Parts of one round of four warps (a 64 KiB ring at head_dim 128) fit
 * three CTAs an SM. A grid of such parts within two CTAs an SM leaves the
 * third to the next layer, whose CTAs then start beside this layer's and
 * have their bytes in flight before it ends; up to MMA_FEW_MAX_PARTS parts,
 * which the kernel merges in one round trip. Grids of more heads than
 * one_head_ctas takes (on an H200: 32 x 128 whole, 5.2 us a layer against
 * 6.6 at six warps; 16 x 256 in 2 parts, 6.4 against 6.7 whole, where the
 * held step now keeps it whole: 4.34), and a sequence the one-wave count
 * splits already, whatever its head count (2 x 2048 at group 2 in 16 parts,
 * 5.81 against 6.79 in 8, where the held parts now cut 8; at group 8, 7.38
 * against 7.63, where wide_group_parts now cuts 6 parts: 6.72). Where the
 * one-wave count's parts would merge in a cluster, only a grid of nearly
 * every SM at group 2 beats it (1 x 2048 in 16 parts, 4.58 against 5.09
 * clustered in 8; in 96 CTAs, 1 x 1536 in 12 parts, 4.29 against 3.78 in 6;
 * at group 4, 5.30 against 5.12; at group 8, 7.48 against 5.80).
 *
 * Not a sequence of under two such parts whose grid of whole
 * sequences fills over half the SMs (a one-wave count under 2): the
 * merge of the second part, a few tokens, costs more than the SMs the
 * cut would fill. First found at more than 4 heads a CTA, whose CTAs
 * hold no fourth step (on an H200, as a decode step, group 16 at 8 kv
 * heads: 2 x 150, 4.64 us whole against 6.01 in 2; 1 x 144, 4.50
 * against 5.99; group 12 at 16, 1 x 130, 4.08 against 5.26; where
 * short_wide_group does not run them a CTA a head; 12 x 256, 6.80
 * against 7.87; bf16 2 x 170, 4.59 against 6.05; groups 5 to 8 on 14
 * named steps it was not read from, 1.18-1.60 times whole in 2 parts,
 * bench/RESULTS.md, unseen round: 12 x 160 at group 5, 3.17 against
 * 5.09; 12 x 136 at group 8, 2.60 against 3.95). It holds at groups 1
 * to 4 too, once whole sequences fill half a wave (32/8 at 10 x 132,
 * 2.59 whole against 4.71 in 2; on 12 named steps it was not read
 * from, groups 1 to 4 at 1 to 8 kv heads, 80 to 128 CTAs of 130 to
 * 176 tokens, 1.20-1.66 times whole in 2 parts: 16/8 16 x 130, 2.98
 * against 3.98; 8/8 10 x 150, 2.47 against 3.78; fresh round). */
static long long round_parts_128(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long parts = g->round4_parts;
    const long long grid = g->whole_grid * parts, sms = g->sms;
    const int short_pair = parts == 2 && splits < 2;
    const int cut = clustered(g, splits) ? p->heads <= 2 * p->kv_heads && 4 * grid >= 3 * sms : splits >= 2;
    if ((cut || (long long)p->batch * p->heads > sms / 2) && parts <= MMA_FEW_MAX_PARTS && grid <= 2 * sms &&
        !short_pair)
        return parts;
    return 0;
}

/* Where the one-wave count cuts parts of at most 384 tokens, a grid of one
 * wave takes parts of up to 384 instead, which the kernel holds whole
 * in three slots a warp (plan_mma_shape.c): fewer CTAs and fewer
 * partials to merge, and room on the SMs for the next layer's CTAs,
 * which in a grid of nearly every SM wait for this layer's merging
 * CTAs (on an H200, as a decode step: 1 x 4096 at group 4 in 11 parts,
 * 6.25 us against 7.08 in 16; at group 8, 6.73 against 7.85; 1 x 3072
 * in 9, 5.34 against 5.71 in 12; 1 x 5000 in 14, 7.29 against 7.99 in
 * 16 of 320 at two slots; on six shapes outside the suite, 2.5-11 %
 * faster: bench/RESULTS.md, launch round). Only where the grid it
 * replaces fills over two thirds of the SMs: in fewer CTAs its bytes
 * lack SMs to stream them (1 x 2560 in 9, 5.12 against 4.97 in 10, 80
 * CTAs; at 4 kv heads, 1 x 4096 in 11, 4.42 against 4.24 in 16, 64
 * CTAs). One part more where they would merge in a cluster, which at
 * one CTA an SM keeps the next layer's CTAs from starting beside this
 * layer's (1 x 3072 in 8: 6.06). Up to 32 such parts: past that the
 * merge's passes cost more than the held bytes gain (one kv head at
 * group 8, 1 x 32768 in 86, 15.12 us against 13.03 in 32: wide_parts_cap).
 * Where the merge takes two levels, grouped CTAs of 8 heads over at most
 * three sequence-rows keep 33 to 128 parts of a round (on an H100, as a
 * decode step, bench/runs/2026-12-07-h200-groups round 10: on 20 steps drawn
 * among those this keeps, none timed before, 0.921 of the time, 17 faster by
 * over 2 %, none slower; 8/1 at 2 x 11910, 7.62 us in 47 against 9.70 in 32).
 * Not at groups 1 to 4 (round 8: 1.128 of the time, 13 of 15 slower) nor
 * over four rows (16/2 at 2 x 8341, 10.95 in 33 against 9.25 in 16). */
static long long deep_parts_128(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long max_ctx = g->max_ctx, whole_grid = g->whole_grid, sms = g->sms;
    if (splits < 2 || (g->kind == PA_K_GQA && g->group > 8) || (max_ctx + splits - 1) / splits > MMA_DEEP_TOKENS ||
        3 * whole_grid * splits <= 2 * sms)
        return 0;
    if (g->kind == PA_K_GQA && g->group == 8 && whole_grid <= 3 && round_parts_in_two_levels(p, g->kind, splits))
        return 0;
    long long deep = (max_ctx + MMA_DEEP_TOKENS - 1) / MMA_DEEP_TOKENS;
    while (deep < splits && clustered(g, deep))
        deep++;
    if (deep < 2 || deep >= splits || deep > MMA_MERGE_CHUNK || whole_grid * deep > sms)
        return 0;
    /* Where the launch front-loads these parts (pa_front_parts), one
     * part fewer if it front-loads those too: a smaller grid with
     * one more long part, started early (on an H200, as a decode
     * step: 1 x 4096 in 10, 5.84 us against 5.96 in 11; group 8,
     * 6.17 against 6.35; 4 kv heads at 2 x 4096, 5.91 against 6.03). */
    const int chunk = pa_default_chunk(p->head_dim);
    if (pa_front_parts(p, g->kind, (int)deep, 0, chunk, g->sms) &&
        pa_front_parts(p, g->kind, (int)deep - 1, 0, chunk, g->sms))
        deep--;
    return deep;
}

/* The head_dim 128 rules for parts a CTA holds on chip beside the next
 * layer's, in the order they are tried: the part count, or 0 where none
 * holds. Groups of 1 to 4 whose CTAs serve the whole group take the rules for
 * whole groups. */
static long long held_parts_128(const pa_problem *p, const mma_grid *g, long long splits)
{
    const int whole_group = (g->kind == PA_K_GQA || g->group == 1) && g->group <= 4;
    long long parts = whole_group ? short_whole_parts_128(g, splits) : 0;
    if (parts)
        return decided(g, "held_parts_128/short_whole_parts_128", parts);
    /* A whole sequence in a grid of at most half the SMs and over an
     * eighth, held on chip by its CTA, one CTA an SM: up to 384 tokens in
     * eight warps of three ring slots, up to 512 with a fourth step each
     * held in registers (groups 1 to 4 whose CTAs serve the whole group).
     * All its bytes are copied before the dependency wait, and the next
     * layer's whole grid starts on the other half of the SMs with its
     * bytes on chip by the release (plan_mma_shape.c). Not where
     * one_head_ctas would take the unsplit grid. On an H200, as a decode
     * step, at group 4 unless named: 8 x 200 2.58 us against 3.93 in 2
     * parts; 8 x 256 2.88 against 4.02-4.05 in 2; 8 x 384 3.63 against 4.10
     * in 2; 4 x 384 2.84 against 4.06 in 3; 8 x 400 3.93-3.95 against
     * 4.70-4.73 in 2; 8 x 512 4.53-4.55 against 4.97-5.03 in 2; 4 x 512
     * 3.72 against 3.90-3.93 in 3; group 1 at 32 heads, 2 x 512 4.48-4.50
     * against 5.05-5.23 in 2. In parts it lost to their merge (1 x 4096 in
     * 8 of 512, 7.85 against 6.39 in 11 of 384). CTAs of more heads took
     * wide_group_parts above, which keeps such grids whole up to 384. */
    if (whole_in_half(p, g, whole_group ? MMA_HELD8_TOKENS : MMA_DEEP_TOKENS))
        return decided(g, "held_parts_128/whole_in_half", 1);
    /* Parts of up to 192 tokens in a grid of more than half the SMs and at
     * most one CTA an SM: the kernel holds each whole in four warps of three
     * slots, two CTAs an SM (plan_mma_shape.c), so the next layer's whole
     * grid starts beside this layer's and has its bytes on chip by the
     * release. Such grids are at most about 13 MB of K/V, where two layers'
     * rings fit the SMs' shared memory. Groups of 1 to 4 whose CTAs serve
     * the whole group, up to MMA_FEW_MAX_PARTS parts (on an H200, as a
     * decode step: 1 x 2048 at group 4 in 11 parts, 4.01 us against 5.15 in
     * a cluster of 8; at group 2, 3.96 against 4.61 in 16 of 128; 1 x 3072
     * in 16, 4.79-5.12 against 5.47 in 9; 2 x 1536 in 8, 4.57 against 5.77
     * in 12; group 1 at 32 heads, 1 x 768 in 4, 4.50 against 6.91 whole;
     * slower at group 8, 7.10 against 5.67, and in 32 parts, 7.8 against
     * 5.2). Over what two slots of four warps hold (128 tokens, a multiple
     * of the 16-token step, so the kernel's rounding of the part changes
     * nothing here). */
    parts = whole_group ? beside_next_parts(g, MMA_FOUR3_TOKENS, 8 * MMA_STEP, 2, MMA_FEW_MAX_PARTS) : 0;
    if (parts)
        return decided(g, "held_parts_128/beside_next_parts, 192 tokens", parts);
    /* Above that size, where two layers' rings no longer fit, parts of up
     * to 256 tokens, whole or in up to MMA_HELD_MAX_PARTS, in the same kind
     * of grid: each warp also holds a fourth step in registers, copied
     * before the wait like the ring's (plan_mma_shape.c), so two layers'
     * bytes still fit on chip, in the SMs' shared memory and registers
     * together (on an H200, as a decode step: 16 x 256 whole, 4.34 us
     * against 5.22-5.26 in 2 parts of 128; 8 x 512 in 2, 4.97-5.01 against
     * 5.49-5.51 in 4, which whole_in_half, above, now keeps whole: 4.53;
     * 2 x 2048 in 8, 5.61-5.65 against 6.20 in 16). In 15 or 16 parts the
     * merge of so many costs what the held bytes gain: 1 x 3600 to 1 x
     * 4096 at group 4 were up to 12 % slower than in 10 or 11 parts of
     * 384, and only block 1 and group 2 gained. */
    parts = whole_group ? beside_next_parts(g, MMA_HELD_TOKENS, MMA_FOUR3_TOKENS, 1, MMA_HELD_MAX_PARTS) : 0;
    if (parts)
        return decided(g, "held_parts_128/beside_next_parts, 256 tokens", parts);
    /* Within half the SMs the kernel merges up to MMA_CLUSTER_MAX parts in
     * a thread-block cluster, with no round trip through global memory:
     * then the grouped grid beats one_head_ctas (1 x 512 at group 4 in 4
     * parts, 4.4 us a layer against 4.8 in 2 one-head parts; at group 2,
     * 4.2 against 4.3 in 4). Not for a sequence under two such parts,
     * whose second would be a few tokens' merge (4 kv heads at group 1,
     * 3 x 138: 2.96 us in 2 parts against 2.09 whole; group 4 at 8 kv
     * heads, 1 x 184: 3.14 against 2.22 a CTA a head). Nor where a CTA a
     * head holds its whole sequence in eight warps of three slots (up to
     * 384 tokens, over an eighth of the SMs): one_head_ctas then runs it
     * unsplit (1 x 256, 2.35 us against 3.17 in 2 grouped parts; 1 x 384,
     * 2.62 against 3.47 in 3; 2 x 384, 2.84 against 3.72). */
    parts = g->round4_parts;
    if (g->max_ctx >= 2 * MMA_ROUND4_TOKENS && clustered(g, parts) &&
        !one_head_whole(p, g->sms))
        return decided(g, "held_parts_128/clustered", parts);
    parts = decided(g, "held_parts_128/round_parts_128", round_parts_128(p, g, splits));
    return parts ? parts : decided(g, "held_parts_128/deep_parts_128", deep_parts_128(p, g, splits));
}

/* At head_dim 64 eight warps of three slots hold 384 tokens in 96 KiB, two
 * CTAs an SM (plan_mma_shape.c): parts of 257 to 384 tokens in a grid of
 * more than half the SMs and at most one CTA an SM leave each SM's second
 * slot to the next layer, whose bytes are then on chip by the release (on
 * an H200, as a decode step: 1 x 6144 in 16 parts, 4.83 us against 7.46 in
 * 24 of 256; 1 x 4500 in 12, 4.51-4.57 against 8.34-8.38 in 17; 1 x 4096
 * in 11, 4.19 against 4.44 in 16; at groups 1 to 16; level or faster on 15
 * of 16 shapes, 2 x 2048 in 6 2 % slower: bench/RESULTS.md). */
static long long held_parts_64(const pa_problem *p, const mma_grid *g)
{
    /* The same whole sequences as at head_dim 128, up to the 256 tokens
     * eight warps of two slots hold (64 KiB at this head_dim), at any
     * group (on an H200, as a decode step: 8 x 256 2.42-2.47 us against
     * 3.45 in 2 parts; at group 16, 3.58 against 5.75). Four slots, 512
     * tokens, won at 512 (8 x 512, 3.70 against 4.19 in 4) and lost at 400
     * (4.09-4.11 against 3.85-3.86 in 3): not taken. */
    if (whole_in_half(p, g, MMA_RING2_TOKENS))
        return 1;
    return beside_next_parts(g, MMA_DEEP_TOKENS, MMA_RING2_TOKENS, 2, MMA_FEW_MAX_PARTS);
}

/* The counts of a uniform batch whose parts a CTA holds on chip, or that merge
 * in a cluster, ahead of the rules that follow: the count, or 0 where none of
 * them holds. */
static long long held_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (g->uneven)
        return 0;
    /* CTAs of more than 4 heads hold no fourth step: their own rule, at
     * head_dim 128 and 64, before the rules below for smaller groups */
    if (g->kind == PA_K_GQA && g->group > 4 && (p->head_dim == 128 || p->head_dim == 64)) {
        const long long parts = decided(g, "wide_group_parts", wide_group_parts(p, g));
        if (parts)
            return parts;
    }
    const long long parts = decided(g, "clustered_parts", clustered_parts(p, g));
    if (parts)
        return parts;
    if (p->head_dim == 128)
        return held_parts_128(p, g, splits);
    return p->head_dim == 64 ? decided(g, "held_parts_64", held_parts_64(p, g)) : 0;
}

/* A whole-sequence grid that leaves over half the SMs idle, with more heads
 * than one_head_ctas runs one a CTA: every CTA copies its whole ring before
 * the dependency wait, so parts of a few steps a warp cost one round trip;
 * cut into parts of at least MMA_FEW_MIN_TOKENS, as many as two CTAs an SM
 * hold at six warps (on an H200, seed001's 8 x 512 at group 2: 4 parts,
 * 6.5 us a layer, against 7.3 whole and 7.5 in 2 parts of one CTA an SM,
 * before whole_in_half, above, held it whole on chip).
 *
 * At head_dim 256 a CTA's ring holds a round of 128 tokens, one CTA an SM,
 * and parts of at least 128 tokens cut from a sequence that is no multiple
 * of a round take parts just over one, two round trips each. Past two and
 * a quarter rounds, parts of at most a round where their grid fits one CTA
 * an SM; else as many parts as keep it within 7/8 of the SMs, whose CTAs
 * of over a round then leave the next layer SMs of its own (the groups 3
 * to 8 rule below), or whole where that is one (on an H200, as a decode
 * step, bench/RESULTS.md, cliffs round: 40/8 at 3 x 500, 6.28 us in 4
 * parts of 128 against 7.96 in 3 of 176; 64/8 at 2 x 420, 6.25 in 4
 * against 7.49 in 3; 128/8 at 2 x 300, 7.00 in 3 against 9.05 in 2; 48/8
 * at 5 x 330, 120 CTAs, 6.96 in 3 against 8.08 in 2; 32/8 at 7 x 400, 9.02
 * in 2 against 9.45 whole and 13.23 in 3; 64 CTAs, 32/8 at 8 x 300, 7.94
 * whole against 8.81 in 2; 64/8 at 6 x 500, 10.56 whole against 10.59 in 2
 * and 16.75 in 3; on 12 steps none of it was read from, 1.272 -> 1.010
 * times the best launch). Not up to 288 tokens, whose 3 parts of 96 lost
 * (40/8 at 5 x 270, 7.43 in 3 against 7.19 in 2, the one of those 12 it
 * slowed; 64/8 at 5 x 273, 9.29 against 8.08), but over 8 heads a CTA,
 * whose paired warps take a second round trip for a part of over a round,
 * where the parts stay within three quarters of the SMs, or half of them
 * up to a round and a half, whose whole CTAs' second round trip is short
 * (mixwarps round, 128/8: 1 x 200 8.44 whole against 6.72 in 2; 2 x 250
 * 9.37 against 6.91; 2 x 280 9.11 in 2 against 6.75 in 3; 4 x 250 9.42
 * against 7.01 in 2; 64/4 at 2 x 260 9.02 in 2 against 6.65 in 3; on 12
 * steps none of it was read from 1.23 times as fast, 3 x 240 9.10 ->
 * 6.94; but 8 x 150, 128 CTAs in 2, 7.31 whole against 9.25, and 6 x 180,
 * 96 CTAs, 7.62 against 8.77, where 6 x 240 ran 9.13 against 8.71).
 * There, where parts of half a round (64 tokens) merge in a cluster, up
 * to 8 in at most half the SMs, those: a ring of paired warps holds 32
 * tokens, and a part of 64 streams in two rings at once where one of a
 * round waits on four (halfround round, 128/8: 1 x 200, 5.98 us in 4
 * against 6.72 in 2; 2 x 250, 6.39 in 4 against 6.91 in 2; 1 x 500, 6.20
 * in 8 against 6.60 in 4; 64/4 at 2 x 280, 6.39 in 5 against 9.05 in 2;
 * on 22 steps none of it was read from, 1.152 -> 1.058 times the best
 * launch, 1.088 times as fast, one 1.5 % slower, 32/2 at 6 x 260; on 6
 * more, 1.054 -> 1.011, one slower, 128/8 at 1 x 420, 6.76 in 7 against
 * 6.49 in 4). */
static long long idle_half_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long ctas = g->whole_grid, max_ctx = g->max_ctx, round = g->round, sms = g->sms;
    if (splits > 1 || g->uneven || ctas > sms / 2 || (long long)p->batch * p->heads <= sms / 2)
        return splits;
    const int paired = g->group > 8;
    const long long round_parts = (max_ctx + round - 1) / round;
    const long long half_parts = paired_half_parts(p, g);
    if (half_parts)
        return half_parts;
    if (p->head_dim > 128 &&
        (4 * max_ctx > 9 * round ||
         (paired && max_ctx > round && ctas * round_parts <= (2 * max_ctx > 3 * round ? 3 * sms / 4 : sms / 2))))
        return ctas * round_parts <= sms ? round_parts : 7 * sms / 8 / ctas;
    splits = 2 * sms / ctas;
    return splits > max_ctx / MMA_FEW_MIN_TOKENS ? max_ctx / MMA_FEW_MIN_TOKENS : splits;
}

/* A CTA a head (group 1) in a grid of at most half the SMs that the rules
 * above leave whole: each CTA streams its whole sequence alone, on one SM,
 * while most SMs idle. In parts of at most what eight warps of two slots
 * hold at head_dim 64 (256 tokens), four warps of three at 128 (192) and
 * three quarters of a round at 256 (96), as many as two CTAs an SM hold;
 * at head_dim 128 one, where past it parts of 193 to 256 tokens ran in two
 * waves (16 x 600 at 4 heads in 3, 9.24 us against 7.01 in 2; 6 x 600 in
 * 3, 8.91 against 5.58 in 2), though shorter parts at two an SM gained
 * (6 x 700 in 4, 5.59 against 6.02 in 2). On an H200, as a decode step, 8
 * heads unless named: head_dim 64, 1 x 1000 in 4, 3.22 us against 7.20
 * whole; 2 x 800 in 4, 3.61 against 6.32; 4 x 600 in 3, 3.53 against 5.04;
 * 8 x 400 in 2, 3.68 against 4.54; head_dim 128, 2 x 600 in 4, 3.71
 * against 5.66; 6 x 700 in 2, 6.02 against 7.18; 4 heads, 12 x 700 in 2,
 * 5.99 against 7.20; head_dim 256, 3 x 450 in 5, 4.83 against 9.33; 6 x 400
 * in 5, 7.41 against 8.96; 8 x 300 in 4, 7.35 against 7.77; 16 heads, 1 x
 * 450 in 5, 4.50 against 9.27 (bench/RESULTS.md, small round: 1.028 times
 * the best launch on the 48 such steps whose count was timed, at most
 * 1.143; the planner before took 1.417 on all 50). At head_dim 128 a
 * sequence under a part and a half stays whole: what the second part
 * takes off is less than the merge adds (on an H100, 2/2 at 3 x 202, 2.18
 * us whole against 3.40 in 2; at 2 x 345, 3.03 in 4 against 3.68 whole).
 * At head_dim 256, whose parts are 96 tokens, a sequence of up to a round
 * (128 tokens, what the CTA copies before the wait) stays whole; past it
 * the refill costs more than the merge (an H100, bench/runs/2026-12-06-
 * h200-heldout, rounds 8 and 9: 8/8 at 2 x 119, 2.34 us whole against
 * 3.66 in 2; on 11 steps of 97 to 118 tokens whole 1.39-1.66 times as
 * fast; at 134 to 137 whole ran 1.06-1.24 times the best launch; held
 * out on 14 steps of 115 to 140 tokens, round 10, `auto` 1.003).
 * Not at head_dim 64, whose parts of 256 gained from under one and a half
 * (10 x 322 at 4 heads, 3.33 in 2 against 3.66 whole). */
static long long one_head_half_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    if (g->uneven || splits > 1 || p->heads != p->kv_heads || 2 * g->whole_grid > g->sms)
        return splits;
    const long long part = p->head_dim <= 64 ? MMA_RING2_TOKENS : p->head_dim <= 128 ? MMA_FOUR3_TOKENS
                                                                                    : 3 * g->round / 4;
    const long long most = p->head_dim == 128 ? g->sms : 2LL * g->sms;
    if (p->head_dim == 128 ? 2 * g->max_ctx < 3 * part : p->head_dim > 128 && g->max_ctx <= g->round)
        return splits;
    const long long parts = (g->max_ctx + part - 1) / part, fit = most / g->whole_grid;
    return parts < fit ? parts : fit;
}

/* A grouped grid that one_head_ctas would run a CTA a head in one part
 * (a third to a half of the SMs' worth of heads), of sequences longer
 * than such a CTA holds whole: each one-head CTA streams its whole
 * sequence alone. The group's CTAs in parts of at most MMA_RING2_TOKENS
 * instead, a few CTAs merging in a cluster (on an H200, as a decode step,
 * bench/RESULTS.md, balance round: head_dim 64, 64/16 at 1 x 742, 3.62
 * us in 3 against 6.06 a CTA a head; 1 x 900, 3.78 in 4 against 7.40;
 * 32/8 at 2 x 700, 3.58 in 3 against 5.89; 40/10 at 1 x 800, 3.17 in 4
 * against 6.57; head_dim 128, 36/12 at 1 x 800, 3.65 in 4 against 7.08;
 * 32/8 at 2 x 600, 3.78 in 3 against 5.75; 48/12 at 1 x 900, 3.88 in 4
 * against 8.03; 64/16 at 1 x 700, 3.94 in 3 against 6.15; on 9 steps none
 * of it was read from, groups 2 to 4, 1.654 -> 1.011 times the best
 * launch, 48/24 at 1 x 700 3.52 in 3 against 5.96). At head_dim 256, whose
 * CTAs hold no sequence whole, parts of a round (128 tokens) at groups up
 * to 4 (32/8 at 2 x 256, 4.02 in 2 against 5.31; 48/12 at 1 x 200, 3.99
 * against 5.19; 64/32 at 1 x 448, 6.63 in 4 against 8.38, 5.85 in 5; on
 * 3 held-out steps, 40/10 bf16 at 1 x 240, 3.99 against 5.27, the best;
 * 64/32 at 1 x 320, 5.29 against 6.43, 5.13 in 5; 32/8 at 2 x 160, 4.40
 * against 4.38, one-head parts 4.20; earlier rounds' drawn 16/8 at 4 x
 * 256, 3.88 against 5.60, and 16/4 at 4 x 163, 4.36 against 4.52); over
 * 4 heads a CTA one_head_ctas cuts them. */
static long long grouped_third_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long heads_grid = (long long)p->batch * p->heads;
    if (g->uneven || g->kind != PA_K_GQA || splits > 1 || g->group <= 1 || 2 * heads_grid > g->sms ||
        4 * heads_grid <= g->sms || one_head_whole(p, g->sms))
        return splits;
    const long long part = p->head_dim <= 128 ? MMA_RING2_TOKENS : g->group <= 4 ? g->round : 0;
    return part && g->max_ctx > part ? (g->max_ctx + part - 1) / part : splits;
}

/* Past the one-round parts that wide_parts_cap keeps: as many parts as a
 * wave holds (`splits`, up to MMA_TWO_LEVEL_MAX_PARTS), in the fewest whole
 * rounds a part that allows, where they are 33 or more and the merge takes
 * them in two levels. The cap's parts of 1024 tokens (at head_dim 64 cut
 * again to one CTA an SM by one_cta_an_sm_64) came from the one-level merge
 * (bench/runs/2026-12-07-h200-wide, on H100s, as a decode step, on steps
 * drawn among those this moves, none timed before, both counts twice):
 * - head_dim 64: 18 steps, 0.858 of the time, every one faster by over 2 %
 *   (8/1 at 3 x 30985, 11.93 us in 61 against 15.99 in 31; 1/1 at 5 x 32545,
 *   16.92 in 43 against 19.27 in 26);
 * - head_dim 256 at groups over 2, over one or two whole CTAs, or three at
 *   groups over 8 (paired warps; the draws reached 16): 24 steps, 0.885, 21
 *   faster, 2 slower (8/1 at 2 x 8734, 13.63 in 16 against 15.09 in 35).
 *   16/1 at 1 x 24000, 17.85 in 94 against 30.56 in 32; 8/1 at 1 x 32768,
 *   18.93 in 128 against 23.63 in 32.
 * Not at head_dim 128, where parts of 768 tokens against the cap's 1024 were
 * level or either way (round 1), nor at 256 over groups of 1 and 2 (2/1 at 2
 * x 21198, 17.42 grouped in 32, 18.79 in 42), over three CTAs of groups up to
 * 8 (three of group 8 lost on 3 of 4 steps, of group 4 on 3 of 10), or over
 * four (4/2 at 2 x 8330, 14.55 in 16 against 16.67 in 33). Returns the count,
 * or 0. */
static long long two_level_round_parts(const pa_problem *p, const mma_grid *g, long long splits)
{
    const int rows_256 = g->group > 2 && (g->whole_grid < 3 || (g->whole_grid == 3 && g->group > 8));
    if (p->head_dim != 64 && !(p->head_dim == 256 && rows_256))
        return 0;
    const long long most = splits < MMA_TWO_LEVEL_MAX_PARTS ? splits : MMA_TWO_LEVEL_MAX_PARTS;
    const long long rounds = (g->max_ctx + g->round - 1) / g->round;
    const long long part = (rounds + most - 1) / most * g->round;
    const long long parts = (g->max_ctx + part - 1) / part;
    return parts_in_two_levels(p, g->kind, parts) ? parts : 0; /* parts <= most */
}

/* A uniform batch's sequence in more than MMA_FEW_MAX_PARTS parts only
 * where they would be over MMA_WIDE_PART_TOKENS: the one-wave share of a
 * grid of few rows (one or two kv heads, short batches) cut parts of 128
 * to 512 tokens, 33 to 132 of them, whose merge cost more than the SMs
 * they filled (on an H200, as a decode step: one kv head at 8 heads,
 * head_dim 256, 1 x 8192 in 16, 13.9 us against 20.2 in 64; 2 x 8192 in
 * 16, 13.8 against 22.2 in 64; at 32 heads, head_dim 128, 2 x 8192 in 16,
 * 10.0 against 12.9 in 32; head_dim 64 at 8 kv heads, 1 x 8192 in 16, 7.7
 * against 9.6 in 32; 1 x 32768 at one kv head in 32, 28.3 against 38.7 in
 * 132 and 37.4 in 16). */
static long long wide_parts_cap(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long few_max = (g->max_ctx + MMA_WIDE_PART_TOKENS - 1) / MMA_WIDE_PART_TOKENS;
    if (g->uneven || splits <= MMA_FEW_MAX_PARTS || splits <= few_max)
        return splits;
    /* Parts of one round where the merge takes two levels (33 to
     * MMA_TWO_LEVEL_MAX_PARTS) stand: the merge that cost more than the SMs
     * filled was the one-level merge, and a round-sized part takes a round
     * trip off every CTA (bench/runs/2026-12-07-h200-groups, on an H100, as a
     * decode step: on 36 steps drawn among those this moves, none timed
     * before, 0.781 of the time, 34 faster by over 2 %, one slower: bf16
     * 16/2 at head_dim 64, 3 x 10604, 9.89 us in 42 against 9.44 in 16;
     * bf16 16/1 at head_dim 256, 1 x 12346, 12.58 in 97 against 27.50 in 16;
     * head_dim 128 8/1 at 1 x 32768, 9.94 in 128 against 12.95 in 32). Longer
     * parts gained or lost by step (round 6: 4/2 at 1 x 18871, 66 parts of
     * 286 tokens, 1.133 times 32), so they keep the cap. */
    if (round_parts_in_two_levels(p, g->kind, splits))
        return splits;
    const long long rounds_parts = two_level_round_parts(p, g, splits);
    if (rounds_parts)
        return rounds_parts;
    splits = few_max > MMA_FEW_MAX_PARTS ? few_max : MMA_FEW_MAX_PARTS;
    /* But a grid of one or two whole CTAs at head_dim 128, up to four at
     * 256, takes 32 parts of over 256 tokens (512 at 256), the most one
     * paired merge takes: its 16 to 31 parts leave it too few CTAs to
     * stream (on an H200, as a decode step: one head, 1 x 12000, 4.66 us
     * in 32 against 8.05 in 16; one kv head at group 2, 1 x 17629, 8.23
     * against 10.59 in 18; at group 8, 1 x 32768, 13.03 against 15.12 in
     * 86, whose parts of up to 384 tokens deep_parts_128 no longer cuts
     * past 32. Head_dim 256, bench/runs/2026-12-05-h200-take, round 3: one
     * head, 1 x 22000, 14.02 in 32 against 18.81 in 22; 16/1 at 1 x 24000,
     * 31.29 against 37.67 in 24; four CTAs, 64/4 at 1 x 21000, 32.40
     * against 37.36 in 21; bf16 2/1 at 4 x 20000, 22.26 against 27.88 in
     * 20; 32/4 at 1 x 22000, 29.87 against 33.94 in 22, though 16 ran
     * 28.15. Six, 16/2 at 3 x 20000 fragmented, lost in 32: 45.89 against
     * 38.88 in 20; at head_dim 128 three or four gained as often as they
     * lost. Parts of 256 to 512 tokens at head_dim 256 lost on 5 of 8
     * steps, up to 1.17 times 16 on an H100: 32/4 at 1 x 10000; 16/4 at
     * 1 x 12000, 21.82 against 20.04; fewheads round 6.) At head_dim 256
     * parts of exactly 512 too, where a power-of-two context lands: 8/1 at
     * 1 x 16384, 16.24 us in 32 against 20.46 in 16 (fewheads round 6, an
     * H100; on 11 named steps of 1 to 4 x 16384, 1.117 -> 1.006, landed
     * round 4); at 128, 32/1 at 2 x 8192 kept 16 (10.0 against 12.9 in 32). */
    const int dim128 = p->head_dim == 128;
    /* Groups 5 to 8 at head_dim 256 over three CTAs or more keep 16: their 16
     * parts already stream from 48 SMs or more, and the 17-to-32 merge of
     * eight heads a CTA costs more than the SMs 17 to 32 parts add (32/4 at
     * 1 x 22000, 27.89 us in 16 against 37.25 in 22 and 32.87 in 32; at
     * 1 x 16384 and 1 x 18000, 16 ahead by 4-5 % on H100s; 16/2 at
     * 2 x 19000, 31.73 against 32.97 in 32; 10/2 at 2 x 26135, 31.44
     * against 32.75; bench/runs/2026-12-06-h200-landed; on 13 named steps
     * none of it was read from, round 5 there, 1.032 -> 1.010 times the best
     * launch). There groups 1, 2 and 16 ran 32 faster on most steps; at
     * group 4 either count led, by up to 6 %. */
    if (p->head_dim == 256 && g->kind == PA_K_GQA && g->group > 4 && g->group <= 8 && g->whole_grid > 2 &&
        splits < MMA_MERGE_CHUNK)
        return MMA_FEW_MAX_PARTS;
    const long long least_part = (dim128 ? 2 : 4) * MMA_ROUND4_TOKENS, most_ctas = dim128 ? 2 : 4;
    /* the shortest context cut in 32: over 32 parts of least_part at 128, from them at 256 */
    const long long least_ctx = MMA_MERGE_CHUNK * least_part + (dim128 ? 1 : 0);
    if (p->head_dim >= 128 && g->whole_grid <= most_ctas && g->max_ctx >= least_ctx && splits < MMA_MERGE_CHUNK)
        return MMA_MERGE_CHUNK;
    return splits;
}

/* At head_dim 256 a warp's two ring slots hold 32 tokens, so a part of 97
 * to 128 tokens takes four warps, 128 KiB, one CTA an SM, where one of 64
 * takes two warps, three CTAs an SM, and one of 96 three, two an SM. A
 * split grid of one CTA an SM over a third of the SMs in parts over 96
 * tokens, at groups 1 and 2: parts of 64 where up to MMA_FEW_MAX_PARTS of
 * them fit three CTAs an SM, else of 96 where they fit two. The next
 * layer's CTAs then start beside this layer's with their bytes in flight.
 * Parts of whole warps: those of 80 or 112 tokens, a warp with one step,
 * ran slower than 64, 96 or 128 (on an H200, as a decode step,
 * bench/RESULTS.md, cliffs round, group 1 at 8 heads: 1 x 1000 in 16
 * parts of 64, 4.63 us against 5.16 in 8 of 128, in 14 of 80, 5.60; 2 x
 * 700 in 11, 4.89 against 5.31 in 6; 2 x 1069 in 12 of 96, 6.33 against
 * 8.06 in 8 of 144; group 2, 16/8 at 2 x 1000 in 16, 6.12 against 7.03 in
 * 8; 64/32 at 1 x 448 in 7, 5.77 against 6.63 in 4; 1 x 320 in 5, 5.13
 * against 5.29 in 3 and 5.92 in 4 of 80; on 13 steps none of it was read
 * from, 1.095 -> 1.001 times the best launch). Not in smaller grids, whose
 * few CTAs leave the next layer SMs of its own and stream faster in longer
 * parts (32/8 at 2 x 256, 4.02 in 2 against 4.38 in 3 and 4.63 in 4), nor
 * for sequences of two rounds or less (16/8 at 4 x 256, 3.88 in 2 against
 * 5.34 in 4), nor where more than MMA_FEW_MAX_PARTS parts would be needed
 * (1 x 2000 at group 1, 7.21 in 16 of 128, 7.49 in 21 of 96), nor at
 * groups over 2, whose CTAs of more heads ran slower in the shorter parts
 * (group 4 at 2 x 700, 5.66 in 6 against 7.34 in 11 parts of 64; 1 x
 * 1300, 5.62 in 11 against 6.92 in 14 of 96). */
static long long small_group_parts_256(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long max_ctx = g->max_ctx, whole_grid = g->whole_grid, round = g->round, sms = g->sms;
    if (g->uneven || p->head_dim != 256 || splits < 2 || g->group > 2 || max_ctx <= 2 * round)
        return splits;
    const long long part = pa_mma_part_tokens(max_ctx, splits);
    const long long grid = whole_grid * splits, part2 = round / 2, part3 = 3 * round / 4;
    const long long parts2 = (max_ctx + part2 - 1) / part2, parts3 = (max_ctx + part3 - 1) / part3;
    if (part > part3 && 3 * grid > sms && grid <= sms) {
        if (parts2 <= MMA_FEW_MAX_PARTS && whole_grid * parts2 <= 3 * sms)
            return parts2;
        if (parts3 <= MMA_FEW_MAX_PARTS && whole_grid * parts3 <= 2 * sms)
            return parts3;
    }
    return splits;
}

/* At groups 3 to 8 such a grid of nearly every SM, one CTA each in parts
 * of over a round: the next layer's CTAs find no SM free until this
 * layer's leave. As few parts as keep each within the rounds it takes
 * already, in a grid of at most three quarters of the SMs, or failing that
 * within 10/11 of them (on an H200, as a decode step, bench/RESULTS.md,
 * cliffs round: 40/8 at 1 x 2800, 10.40 us in 12 parts of 240 against
 * 11.93 in 16 of 176; 48/8 at 2 x 1100, 8.89 in 6 against 10.44 in 8; 32/4
 * at 3 x 1800, 10.31 in 8 against 11.80 in 11, 132 CTAs; 24/4 at 6 x 900,
 * 9.42 in 4 against 10.71 in 5; 20/4 at 3 x 2400, 12.17 in 10 of 240, 120
 * CTAs, against 13.79 in 11 and 12.36 in 8 of 304; on 15 steps none of it
 * was read from, 1.079 -> 1.016 times the best launch, one slower: 48/8 at
 * 4 x 1100, 12.73 in 3 against 12.38 in 4). Parts of up to three rounds,
 * the longest these steps cut. Not where fewer parts would take another
 * round (64/8 at 1 x 3900, 13.51 in 16 of 256 against 14.12 in 12 of 336;
 * 48/16 at 2 x 900, 9.63 in 4 against 10.66 in 3). */
static long long mid_group_parts_256(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long max_ctx = g->max_ctx, whole_grid = g->whole_grid, round = g->round, sms = g->sms;
    if (g->uneven || p->head_dim != 256 || splits < 2 || g->group <= 2 || g->kind != PA_K_GQA || g->group > 8 ||
        8 * whole_grid * splits <= 7 * sms || whole_grid * splits > sms || max_ctx > 3 * round * splits)
        return splits;
    const long long part = pa_mma_part_tokens(max_ctx, splits);
    const long long rounds = (part + round - 1) / round;
    long long fewer = 3 * sms / 4 / whole_grid;
    if (fewer < 1 || (max_ctx + fewer - 1) / fewer > rounds * round)
        fewer = 10 * sms / 11 / whole_grid;
    return fewer >= 2 && fewer < splits && (max_ctx + fewer - 1) / fewer <= rounds * round ? fewer : splits;
}

/* At head_dim 64 an SM holds two CTAs. A grid of MMA_FEW_MAX_PARTS parts
 * and more (as merge_tier takes them) that lands over one CTA an SM and
 * under 19/20 of two leaves some SMs streaming two parts while the rest
 * stream one, and the step lasts as long as the doubled SMs. One CTA an SM
 * instead, the parts longer, at up to 8 heads a CTA (on an H200, as a
 * decode step, bench/RESULTS.md, balance round: 64/8 at 1 x 23373, 16.49
 * us in 16 against 20.07 in 23; 1 x 28000, 18.57 against 20.67 in 28; 32/8
 * at 1 x 30000, 19.00 against 21.03 in 30, 240 CTAs; 32/4 at 1 x 56000,
 * 20.31 in 32 against 22.94 in 55; 16/2 at 1 x 100000, 21.29 in 64 against
 * 24.93 in 96; 48/6 at 1 x 30000, 17.77 in 22 against 20.06 in 30; 48/12
 * at 1 x 14000, 13.36 in 11 against 14.09 in 16; on 14 steps none of it
 * was read from, 1.130 -> 1.002 times the best launch, 64/8 at 1 x 22000
 * in one-token blocks 20.51 in 22 against 16.08). Where the grid fills two
 * CTAs an SM it holds its own (64/8 at 2 x 15000, 17.93 in 16 against
 * 19.23 in 8; 1 x 83741, 45.17 in 32 against 46.47 in 16; 1 x 32768, 21.55
 * against 20.86, within 4 %). Not at 16 heads a CTA, whose CTAs gain from
 * sharing an SM (128/8 at 1 x 25000, 20.15 us in 25 against 22.30 in 16),
 * nor in parts of two rounds or less, which the MMA_FEW_MAX_PARTS floor
 * above cuts (16/4 at 3 x 6144, parts of 384: 7.78 us in 16 against 7.96
 * in 11). Those figures are the one-level merge's: a count the merge takes
 * in two levels stands (two_level_round_parts; 8/1 at 5 x 47034, 22.87 us in
 * 46, 230 CTAs, against 25.57 in 26). */
static long long one_cta_an_sm_64(const pa_problem *p, const mma_grid *g, long long splits)
{
    const long long whole_grid = g->whole_grid, sms = g->sms;
    const long long tiered = merge_tier(splits, p, g->kind), tiered_grid = whole_grid * tiered;
    if (!g->uneven && p->head_dim == 64 && g->group <= 8 && splits >= MMA_FEW_MAX_PARTS &&
        !parts_in_two_levels(p, g->kind, splits) && tiered_grid > sms &&
        20 * tiered_grid < 19 * g->slots && 2 * whole_grid <= sms && g->max_ctx > 2 * g->round * tiered)
        return sms / whole_grid;
    return splits;
}

/* The count fills the device first (the one-wave count and the rules that
 * widen or narrow it by waves, and an uneven batch's own); then the counts of
 * parts a CTA holds on chip, or that merge in a cluster, stand as they are;
 * past those, the rules for grids that leave SMs idle, and the caps by
 * partition length and head_dim. Every rule sees what the ones before left. */
/* the pipeline's steps: each rule over the count the ones before it left,
 * noted where it moves it */
#define RULE(rule) (splits = plan_moved(why, #rule, kind, splits, rule(p, &g, splits)))

int mma_splits(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, int sms, pa_plan_why *why)
{
    mma_grid g = {.lens = lens, .why = why, .kind = kind, .sms = sms, .uneven = pa_mma_uneven(p)};
    g.group = p->heads / p->kv_heads;
    g.rows = mma_rows(p, kind);
    g.max_ctx = p->max_context_len > 0 ? p->max_context_len : 1;
    g.slots = (long long)sms * mma_ctas_per_sm(p, kind);
    g.share = mul_div(p->total_tokens, g.rows, g.slots);
    g.round = mma_inflight_tokens(p);
    g.min_part = (g.uneven ? 4 : 2) * g.round;
    g.whole_grid = (long long)p->batch * g.rows;
    g.round4_parts = (g.max_ctx + MMA_ROUND4_TOKENS - 1) / MMA_ROUND4_TOKENS;

    long long splits = one_wave_parts(&g);
    plan_note(why, "one_wave_parts", kind, splits > 1 ? splits : 1); /* where the count starts */
    RULE(uneven_wave_fit);
    RULE(round_parts_in_wave);
    RULE(half_round_parts);
    RULE(tail_parts);
    RULE(tail_slots_64);
    RULE(late_wave_parts);
    RULE(short_pair_parts);
    RULE(wave_fill_parts);
    RULE(long_pair_parts_256);
    if (g.uneven) {
        RULE(uneven_wave_parts);
        RULE(uneven_skew_parts);
        RULE(uneven_parts_cap_256);
        RULE(few_rows_sm_parts);
    }
    const long long held = held_parts(p, &g, splits);
    if (held)
        return (int)held;
    RULE(idle_half_parts);
    RULE(one_head_half_parts);
    RULE(grouped_third_parts);
    RULE(wide_parts_cap);
    RULE(small_group_parts_256);
    RULE(mid_group_parts_256);
    RULE(one_cta_an_sm_64);
    RULE(uneven_two_over_half);
    if (splits > MMA_MAX_SPLITS)
        splits = plan_moved(why, "MMA_MAX_SPLITS", kind, splits, MMA_MAX_SPLITS);
    return splits < 1 ? 1 : (int)splits;
}
#undef RULE
