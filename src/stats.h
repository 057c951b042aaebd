/* Sample statistics and the measuring loop, with the clock injected so that a
 * scripted fake clock pins every figure in the specs. Pure: no Lua, no device.
 *
 * Conventions: median of an even count is the mean of the middle two; stdev is
 * the sample standard deviation (n - 1); p90 interpolates linearly between order
 * statistics at rank 0.9 * (n - 1). Best-of (min) is the headline: noise on a
 * shared machine only ever makes a sample slower. */
#ifndef PA_STATS_H
#define PA_STATS_H

#include "pa_error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pa_stats {
    int n;
    double min, max, median, mean, stdev, p90;
    double rel_spread; /* stdev / |median|: the noise a report must admit to */
} pa_stats;

int pa_stats_compute(const double *samples, int n, pa_stats *out, pa_err *e);

/* a clock returning seconds; ctx is the clock's own state */
typedef double (*pa_clock_fn)(void *ctx);
/* the work being timed; nonzero return aborts the measurement */
typedef int (*pa_body_fn)(void *ctx, pa_err *e);

double pa_clock_monotonic(void *ctx);

typedef struct pa_measure_loop {
    pa_clock_fn clock;
    void *clock_ctx;
    pa_body_fn body;    /* the timed work */
    pa_body_fn prepare; /* optional, before each sample and outside it (an L2 flush) */
    void *ctx;          /* handed to body and prepare */
    int warmup, iters;
} pa_measure_loop;

/* warmup untimed calls, then iters timed ones; samples_us[i] = (t1 - t0) * 1e6 */
int pa_measure(const pa_measure_loop *m, double *samples_us, pa_err *e);

#ifdef __cplusplus
}
#endif

#endif
