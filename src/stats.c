#include "stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile of the n sorted samples, linear between order statistics at
 * rank q * (n - 1): the lower plus its share of the gap, where halving or
 * scaling each first would lose the smallest subnormals and put a median below
 * the min; scaled each first only where the gap itself overflows. */
static double quantile(const double *s, int n, double q)
{
    const double rank = q * (n - 1);
    const int lo = (int)floor(rank), hi = lo + 1 < n ? lo + 1 : lo;
    const double f = rank - lo, gap = s[hi] - s[lo];
    if (f == 0)
        return s[lo];
    return isfinite(gap) ? s[lo] + f * gap : (1 - f) * s[lo] + f * s[hi];
}

int pa_stats_compute(const double *samples, int n, pa_stats *out, pa_err *e)
{
    if (n < 1)
        return pa_fail(e, "statistics need at least one sample");
    double *s = malloc(sizeof *s * (size_t)n);
    if (!s)
        return pa_fail(e, "out of memory sorting %d samples", n);
    memcpy(s, samples, sizeof *s * (size_t)n);
    for (int i = 0; i < n; i++)
        if (!isfinite(s[i])) {
            free(s);
            return pa_fail(e, "sample %d is not a finite number", i + 1);
        }
    qsort(s, (size_t)n, sizeof *s, cmp_double);
    /* sums taken over the samples scaled by a power of two (exact), so samples
     * near DBL_MAX give a finite mean and spread */
    int exp2 = 0;
    frexp(fmax(fabs(s[0]), fabs(s[n - 1])), &exp2);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += ldexp(s[i], -exp2);
    double mean = sum / n, ss = 0;
    for (int i = 0; i < n; i++)
        ss += (ldexp(s[i], -exp2) - mean) * (ldexp(s[i], -exp2) - mean);
    out->n = n;
    out->min = s[0];
    out->max = s[n - 1];
    out->median = quantile(s, n, 0.5);
    out->mean = ldexp(mean, exp2);
    out->stdev = n > 1 ? ldexp(sqrt(ss / (n - 1)), exp2) : 0.0;
    out->p90 = quantile(s, n, 0.9);
    /* the spread against the median's size; about a median of 0 (a clock too
     * coarse for what it times) any spread is unbounded, and reads as noise */
    const double size = fabs(out->median);
    out->rel_spread = size > 0 ? out->stdev / size : out->stdev > 0 ? HUGE_VAL : 0.0;
    free(s);
    return 0;
}

double pa_clock_monotonic(void *ctx)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int pa_measure(const pa_measure_loop *m, double *samples_us, pa_err *e)
{
    if (m->warmup < 0 || m->iters < 1)
        return pa_fail(e, "warmup must be >= 0 and iters >= 1 (got %d, %d)", m->warmup, m->iters);
    for (int i = 0; i < m->warmup; i++) {
        if (pa_interrupted())
            return pa_fail(e, PA_INTERRUPTED);
        if (m->body(m->ctx, e) != 0)
            return -1;
    }
    for (int i = 0; i < m->iters; i++) {
        if (pa_interrupted())
            return pa_fail(e, PA_INTERRUPTED);
        if (m->prepare && m->prepare(m->ctx, e) != 0)
            return -1;
        double t0 = m->clock(m->clock_ctx);
        if (m->body(m->ctx, e) != 0)
            return -1;
        double t1 = m->clock(m->clock_ctx);
        /* a sample from such a clock would read as a time, and a wrong one */
        if (!isfinite(t0) || !isfinite(t1)) {
            const double bad = isfinite(t0) ? t1 : t0;
            return pa_fail(e, "the clock returned %s at sample %d; it must return finite seconds",
                           isnan(bad) ? "NaN" : bad > 0 ? "inf" : "-inf", i + 1);
        }
        if (t1 < t0)
            return pa_fail(e, "the clock went back %g s over sample %d; it must not decrease", t0 - t1, i + 1);
        samples_us[i] = (t1 - t0) * 1e6;
        if (!isfinite(samples_us[i]))
            return pa_fail(e, "the clock moved %g s over sample %d, more than a sample in us can hold", t1 - t0,
                           i + 1);
    }
    return 0;
}
