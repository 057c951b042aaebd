/* The chunked paged read (pa_cpu_attend_range) with AVX2, FMA and F16C
 * intrinsics: K and V are read straight from the cache in their storage type,
 * a row widened in registers as it is used, where the portable path widens
 * every row of a step into float buffers first and then reads those once per
 * query head. Up to four query heads of a kv head share each row's loads: four
 * dot products for one pass over a K row, and eight accumulators (four heads x
 * sixteen columns) for one pass over a V row's columns. The weights' exponentials
 * take eight lanes at a time, and each token scored asks for the same token's
 * rows of the next step (score_heads). On the CPU of the project's CI machine kind, the
 * portable path spent a third of a step widening rows and a sixth in scalar
 * expf (perf); bench/RESULTS.md has the figures.
 *
 * Numerics follow the portable path: scores and weights in float, each step's
 * weighted rows summed apart and folded into the running state at its end. */
#include <stdlib.h>

#include "cpu_attend.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2,fma,f16c")))
#define AVX2_INLINE AVX2 inline __attribute__((always_inline))

int pa_cpu_avx2_usable(void)
{
    static int usable = -1;
    if (usable < 0) { /* benign race: every thread computes the same answer */
        const char *force = getenv("PABENCH_CPU_PORTABLE");
        usable = !(force && *force && *force != '0') && __builtin_cpu_supports("avx2") &&
                 __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
    }
    return usable;
}

/* eight elements of a row from element i, widened to float (bf16 is the top
 * half of a float: a shift) */
static AVX2_INLINE __m256 load8(const void *base, size_t i, const pa_dtype t)
{
    if (t == PA_FP32)
        return _mm256_loadu_ps((const float *)base + i);
    const __m128i h = _mm_loadu_si128((const __m128i *)((const uint16_t *)base + i));
    if (t == PA_FP16)
        return _mm256_cvtph_ps(h);
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
}

/* e^x for x <= 0, eight lanes: 2^k e^r with |r| <= ln2 / 2, Cephes' degree-6
 * polynomial for e^r (about 2 ulp). Below -87 the result would leave float's
 * normal range, and a weight under 1e-38 beside the maximum's 1 adds nothing:
 * it is 0. NaN stays NaN (the comparison is ordered). */
static AVX2_INLINE __m256 exp8(__m256 x)
{
    const __m256 tiny = _mm256_cmp_ps(x, _mm256_set1_ps(-87.0f), _CMP_LT_OQ);
    x = _mm256_max_ps(_mm256_set1_ps(-87.0f), x); /* max_ps returns its second operand where one is NaN */
    const __m256 k = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(1.44269504088896341f)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0.693359375f), x);
    r = _mm256_fnmadd_ps(k, _mm256_set1_ps(-2.12194440e-4f), r);
    __m256 y = _mm256_set1_ps(1.9875691500e-4f);
    y = _mm256_fmadd_ps(y, r, _mm256_set1_ps(1.3981999507e-3f));
    y = _mm256_fmadd_ps(y, r, _mm256_set1_ps(8.3334519073e-3f));
    y = _mm256_fmadd_ps(y, r, _mm256_set1_ps(4.1665795894e-2f));
    y = _mm256_fmadd_ps(y, r, _mm256_set1_ps(1.6666665459e-1f));
    y = _mm256_fmadd_ps(y, r, _mm256_set1_ps(5.0000001201e-1f));
    y = _mm256_fmadd_ps(y, _mm256_mul_ps(r, r), _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
    const __m256i e = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(k), _mm256_set1_epi32(127)), 23);
    return _mm256_andnot_ps(tiny, _mm256_mul_ps(y, _mm256_castsi256_ps(e)));
}

/* v held in its register from here: the compiler would otherwise load it again
 * for each instruction that reads it, as a memory operand */
#define KEEP(v) __asm__("" : "+x"(v))

/* the four sums of a, b, c, d's lanes, in that order */
static AVX2_INLINE __m128 hsum4(__m256 a, __m256 b, __m256 c, __m256 d)
{
    const __m256 s = _mm256_hadd_ps(_mm256_hadd_ps(a, b), _mm256_hadd_ps(c, d));
    return _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
}

/* tokens of a step that scores are kept for: a multiple of 8, so the weights'
 * loop runs whole vectors over -infinity padding */
#define MAX_STEP 256

/* The scaled dot products of one K row (element r) with NH query rows, D
 * apart from q, into out[0 .. 3] (NH 1: out[0]) */
static AVX2_INLINE void dot_row(const void *kc, const pa_dtype t, size_t r, const float *q, int D, __m128 scale,
                                float *out, const int NH)
{
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (int d = 0; d < D; d += 8) {
        const __m256 k = load8(kc, r + (size_t)d, t);
        a0 = _mm256_fmadd_ps(k, _mm256_loadu_ps(q + d), a0);
        if (NH > 1) {
            a1 = _mm256_fmadd_ps(k, _mm256_loadu_ps(q + D + d), a1);
            a2 = _mm256_fmadd_ps(k, _mm256_loadu_ps(q + 2 * D + d), a2);
            a3 = _mm256_fmadd_ps(k, _mm256_loadu_ps(q + 3 * D + d), a3);
        }
    }
    _mm_storeu_ps(out, _mm_mul_ps(hsum4(a0, a1, a2, a3), scale));
}

/* dot_row of four query rows for two K rows at once (elements r and r2), into
 * out[0 .. 3] and out[4 .. 7]: each query vector loaded serves both rows.
 * Row by row a K vector took four query loads for its four FMAs, and the
 * loads were the limit (one thread, 64/8 at 1 x 4096: 2359 us row by row,
 * 2080 two rows at once with the queries kept in registers; 2452 with them
 * loaded again for each FMA, as the compiler does unless told, KEEP). */
static AVX2_INLINE void dot_rows2(const void *kc, const pa_dtype t, size_t r, size_t r2, const float *q, int D,
                                  __m128 scale, float *out)
{
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    for (int d = 0; d < D; d += 8) {
        const __m256 k = load8(kc, r + (size_t)d, t), k2 = load8(kc, r2 + (size_t)d, t);
        __m256 qv = _mm256_loadu_ps(q + d);
        KEEP(qv);
        a0 = _mm256_fmadd_ps(k, qv, a0);
        b0 = _mm256_fmadd_ps(k2, qv, b0);
        qv = _mm256_loadu_ps(q + D + d);
        KEEP(qv);
        a1 = _mm256_fmadd_ps(k, qv, a1);
        b1 = _mm256_fmadd_ps(k2, qv, b1);
        qv = _mm256_loadu_ps(q + 2 * D + d);
        KEEP(qv);
        a2 = _mm256_fmadd_ps(k, qv, a2);
        b2 = _mm256_fmadd_ps(k2, qv, b2);
        qv = _mm256_loadu_ps(q + 3 * D + d);
        KEEP(qv);
        a3 = _mm256_fmadd_ps(k, qv, a3);
        b3 = _mm256_fmadd_ps(k2, qv, b3);
    }
    _mm_storeu_ps(out, _mm_mul_ps(hsum4(a0, a1, a2, a3), scale));
    _mm_storeu_ps(out + 4, _mm_mul_ps(hsum4(b0, b1, b2, b3), scale));
}

/* Scores of query heads g0 .. g0 + NH - 1 (all reading the K rows at `koff`,
 * the kv head's offset in each token's row) for the step's n tokens (four
 * heads: two valid tokens at a time, dot_rows2). With `next`, token i also asks for the
 * K and V lines of the next step's token i (-1: none): a step's prefetches
 * spread over its arithmetic, where asked all at once they filled the core's
 * miss buffers and the step's first loads queued behind them. */
static AVX2_INLINE void score_heads(const pa_launch *l, const pa_dtype t, const ptrdiff_t *rows, int n,
                                    const ptrdiff_t *next, size_t koff, const float *q, int D, float scale, float *s0,
                                    float *s1, float *s2, float *s3, const int NH)
{
    const void *kc = l->k_cache;
    const size_t esz = pa_dtype_size(t);
    const __m128 sc = _mm_set1_ps(scale);
    for (int i = 0; i < n; i++) {
        if (next && next[i] >= 0)
            pa_prefetch_row(l, ((size_t)next[i] + koff) * esz, (size_t)D * esz);
        if (rows[i] < 0) {
            s0[i] = s1[i] = s2[i] = s3[i] = -INFINITY;
            continue;
        }
        float out[8];
        const int pair = NH > 1 && i + 1 < n && rows[i + 1] >= 0;
        if (pair) {
            if (next && next[i + 1] >= 0)
                pa_prefetch_row(l, ((size_t)next[i + 1] + koff) * esz, (size_t)D * esz);
            dot_rows2(kc, t, (size_t)rows[i] + koff, (size_t)rows[i + 1] + koff, q, D, sc, out);
            s0[i + 1] = out[4];
            s1[i + 1] = out[5];
            s2[i + 1] = out[6];
            s3[i + 1] = out[7];
        } else {
            dot_row(kc, t, (size_t)rows[i] + koff, q, D, sc, out, NH);
        }
        s0[i] = out[0];
        if (NH > 1) {
            s1[i] = out[1];
            s2[i] = out[2];
            s3[i] = out[3];
        }
        i += pair;
    }
}

/* One head's step: its new maximum, the weights e^(s - max) of its n scores
 * (w padded with zeros to whole vectors) and their sum; false where no token of
 * the step or before it was valid (the state stays empty). */
static AVX2_INLINE int weigh(const pa_softmax *st, float *s, float *w, int n, float *mx_out, float *sum_out)
{
    const int nv = (n + 7) & ~7;
    for (int i = n; i < nv; i++)
        s[i] = -INFINITY;
    __m256 mv = _mm256_set1_ps(st->m);
    for (int i = 0; i < nv; i += 8)
        mv = _mm256_max_ps(_mm256_loadu_ps(s + i), mv); /* a NaN score is passed over, as the portable path does */
    float m8[8];
    _mm256_storeu_ps(m8, mv);
    float mx = m8[0];
    for (int i = 1; i < 8; i++)
        mx = m8[i] > mx ? m8[i] : mx;
    if (mx == -INFINITY)
        return 0;
    const __m256 mb = _mm256_set1_ps(mx);
    __m256 sum = _mm256_setzero_ps();
    for (int i = 0; i < nv; i += 8) {
        const __m256 e = exp8(_mm256_sub_ps(_mm256_loadu_ps(s + i), mb));
        _mm256_storeu_ps(w + i, e);
        sum = _mm256_add_ps(sum, e);
    }
    float s8[8];
    _mm256_storeu_ps(s8, sum);
    float total = 0;
    for (int i = 0; i < 8; i++)
        total += s8[i];
    *mx_out = mx;
    *sum_out = total;
    return 1;
}

/* A head's sixteen columns of the step's weighted V rows, c0 and c1, folded
 * into its accumulator at a, the accumulator first scaled by alpha */
static AVX2_INLINE void fold_values(float *a, float alpha, __m256 c0, __m256 c1)
{
    const __m256 al = _mm256_set1_ps(alpha);
    _mm256_storeu_ps(a, _mm256_fmadd_ps(_mm256_loadu_ps(a), al, c0));
    _mm256_storeu_ps(a + 8, _mm256_fmadd_ps(_mm256_loadu_ps(a + 8), al, c1));
}

/* The step's weighted V rows for heads g0 .. g0 + NH - 1, sixteen columns at a
 * time over every token, folded into each head's accumulator scaled by alpha.
 * The eight sums are named variables, not an array: an array the fold indexes
 * by the runtime head count went to the stack, and every token's FMAs then
 * waited on a store and a load (on the CI machine kind, one thread at 1 x 4096,
 * a step's V half took 58 % of it; bench/RESULTS.md, CPU read round). */
static AVX2_INLINE void sum_values(const void *vc, const pa_dtype t, const ptrdiff_t *rows, int n, size_t voff,
                                   int D, const float *w, int wstride, const float *alpha, float *acc, int nh,
                                   const int NH)
{
    for (int d = 0; d < D; d += 16) {
        __m256 c00 = _mm256_setzero_ps(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00, c30 = c00,
               c31 = c00;
        for (int i = 0; i < n; i++) {
            if (rows[i] < 0)
                continue;
            const size_t r = (size_t)rows[i] + voff + (size_t)d;
            const __m256 v0 = load8(vc, r, t), v1 = load8(vc, r + 8, t);
            const float *wi = w + i;
            __m256 wb = _mm256_broadcast_ss(wi);
            c00 = _mm256_fmadd_ps(wb, v0, c00);
            c01 = _mm256_fmadd_ps(wb, v1, c01);
            if (NH > 1) {
                wb = _mm256_broadcast_ss(wi + wstride);
                c10 = _mm256_fmadd_ps(wb, v0, c10);
                c11 = _mm256_fmadd_ps(wb, v1, c11);
                wb = _mm256_broadcast_ss(wi + 2 * (size_t)wstride);
                c20 = _mm256_fmadd_ps(wb, v0, c20);
                c21 = _mm256_fmadd_ps(wb, v1, c21);
                wb = _mm256_broadcast_ss(wi + 3 * (size_t)wstride);
                c30 = _mm256_fmadd_ps(wb, v0, c30);
                c31 = _mm256_fmadd_ps(wb, v1, c31);
            }
        }
        /* the block's other lanes summed zero weights */
        float *a = acc + d;
        fold_values(a, alpha[0], c00, c01);
        if (nh > 1)
            fold_values(a + D, alpha[1], c10, c11);
        if (nh > 2)
            fold_values(a + 2 * (size_t)D, alpha[2], c20, c21);
        if (nh > 3)
            fold_values(a + 3 * (size_t)D, alpha[3], c30, c31);
    }
}

/* A block of NH query heads of one kv head through one step: scores, weights,
 * values. Heads without a valid token yet keep their empty state. */
static AVX2_INLINE void step_heads(const pa_launch *l, const pa_dtype t, const ptrdiff_t *rows, int n,
                                   const ptrdiff_t *next, size_t off, const float *q, float *scores, float *w, int cs,
                                   pa_softmax *st, float *acc, int nh, const int NH)
{
    const int D = l->p.head_dim;
    /* heads past nh in a block of four score the block's first head again,
     * and take no weight */
    const float *qh[4];
    for (int h = 0; h < 4; h++)
        qh[h] = q + (size_t)(h < nh ? h : 0) * D;
    float *sh[4];
    for (int h = 0; h < 4; h++)
        sh[h] = scores + (size_t)(h < nh ? h : 3) * cs;
    if (NH == 1 || nh == 4)
        score_heads(l, t, rows, n, next, off, qh[0], D, l->p.scale, sh[0], sh[1], sh[2], sh[3], NH);
    else /* 2 or 3 heads: their queries are not four apart in one array */
        for (int h = 0; h < nh; h++) {
            float spare[3][MAX_STEP];
            score_heads(l, t, rows, n, h == 0 ? next : NULL, off, qh[h], D, l->p.scale, sh[h], spare[0], spare[1],
                        spare[2], 1);
        }
    float alpha[4] = {1, 1, 1, 1}, mx[4], sum[4];
    int live[4] = {0, 0, 0, 0}, any = 0;
    for (int h = 0; h < nh; h++) {
        live[h] = weigh(&st[h], sh[h], w + (size_t)h * cs, n, &mx[h], &sum[h]);
        if (!live[h])
            for (int i = 0; i < cs; i++)
                w[(size_t)h * cs + i] = 0;
        any |= live[h];
    }
    for (int h = nh; h < NH; h++)
        for (int i = 0; i < cs; i++)
            w[(size_t)h * cs + i] = 0;
    if (!any)
        return;
    for (int h = 0; h < nh; h++)
        if (live[h])
            alpha[h] = expf(st[h].m - mx[h]);
    sum_values(l->v_cache, t, rows, n, off, D, w, cs, alpha, acc, nh, NH);
    for (int h = 0; h < nh; h++)
        if (live[h]) {
            st[h].l = st[h].l * alpha[h] + sum[h];
            st[h].m = mx[h];
        }
}

/* The rows (element offsets, kv head kv_first) of the n tokens from tok0 of
 * sequence b, -1 under a -1 block or from token `end` on */
static void step_rows(const pa_launch *l, int b, int kv_first, int tok0, int n, int end, ptrdiff_t *out)
{
    const pa_problem *p = &l->p;
    for (int i = 0; i < n; i++) {
        const int tok = tok0 + i, blk = tok < end ? pa_table_entry(l, b, tok / p->block_size) : -1;
        out[i] = blk < 0 ? -1 : (ptrdiff_t)pa_kv_row(p, blk, tok % p->block_size, kv_first);
    }
}

static AVX2_INLINE int attend(const pa_launch *l, const pa_dtype t, int b, int kv_first, int kv_count, int h_first,
                              int nheads, int t0, int t1, pa_softmax *states, float *accs)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads;
    const int C = pa_step_tokens(l, kv_count, MAX_STEP);
    const int cs = (C + 7) & ~7;
    float *q = malloc(sizeof(float) * ((size_t)nheads * D + 8 * (size_t)cs));
    ptrdiff_t *const row_buf = malloc(sizeof(ptrdiff_t) * 2 * (size_t)C);
    if (!q || !row_buf) {
        free(q);
        free(row_buf);
        return -1;
    }
    ptrdiff_t *rows = row_buf, *next = row_buf + C;
    float *scores = q + (size_t)nheads * D, *w = scores + 4 * (size_t)cs;
    pa_task_begin(l, b, h_first, nheads, q, states, accs);
    pa_prefetch_rows(l, b, kv_first, kv_count, t0, C, t1);
    step_rows(l, b, kv_first, t0, C, t1, rows);
    for (int start = t0; start < t1; start += C) {
        const int n = t1 - start < C ? t1 - start : C;
        /* the next step's rows, each asked for while this step scores its
         * token of the same index (score_heads), then that step's rows */
        step_rows(l, b, kv_first, start + C, C, t1, next);
        for (int j = 0; j < kv_count; j++) {
            /* this task's query heads that read kv head kv_first + j */
            int g = (kv_first + j) * group - h_first, end = g + group;
            if (g < 0)
                g = 0;
            if (end > nheads)
                end = nheads;
            /* the first block of the kv head's query heads asks for its next rows */
            for (const ptrdiff_t *ask = next; g < end; g += 4, ask = NULL) {
                const int nh = end - g < 4 ? end - g : 4;
                float *qg = q + (size_t)g * D, *ag = accs + (size_t)g * D;
                if (nh == 1)
                    step_heads(l, t, rows, n, ask, (size_t)j * D, qg, scores, w, cs, &states[g], ag, 1, 1);
                else
                    step_heads(l, t, rows, n, ask, (size_t)j * D, qg, scores, w, cs, &states[g], ag, nh, 4);
            }
        }
        ptrdiff_t *done = rows;
        rows = next;
        next = done;
    }
    free(row_buf);
    free(q);
    return 0;
}

AVX2 int pa_cpu_attend_range_avx2(const pa_launch *l, int b, int kv_first, int kv_count, int h_first, int nheads,
                                  int t0, int t1, pa_softmax *states, float *accs)
{
    switch (l->p.dtype) {
    case PA_FP16: return attend(l, PA_FP16, b, kv_first, kv_count, h_first, nheads, t0, t1, states, accs);
    case PA_BF16: return attend(l, PA_BF16, b, kv_first, kv_count, h_first, nheads, t0, t1, states, accs);
    default: return attend(l, PA_FP32, b, kv_first, kv_count, h_first, nheads, t0, t1, states, accs);
    }
}

#else

int pa_cpu_avx2_usable(void) { return 0; }

int pa_cpu_attend_range_avx2(const pa_launch *l, int b, int kv_first, int kv_count, int h_first, int nheads, int t0,
                             int t1, pa_softmax *states, float *accs)
{
    (void)l, (void)b, (void)kv_first, (void)kv_count, (void)h_first, (void)nheads, (void)t0, (void)t1;
    (void)states, (void)accs;
    return -1;
}

#endif
