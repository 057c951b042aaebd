/* CTA timelines of the fp16/bf16 decode core, in a diagnostic build only
 * (make TRACE=1; bench/trace_probe.lua). Every CTA stamps the global timer at
 * the points below, from its start to its end, with its SM and how it ended,
 * so a decode step's layers can be seen overlapping (or not)
 * CTA by CTA: what no event pair and no single-launch profile shows. An
 * ordinary build has none of it, not even the kernel argument. */
#ifndef PA_TRACE_CUH
#define PA_TRACE_CUH

#ifdef PA_TRACE
#include "pa_error.h"

/* ns by warp 0: start, dependency wait returned, queries in registers, its
 * first step's bytes in shared memory (landed), its first computed step's
 * scores in registers (scores) and their weights (weights), own steps done,
 * every warp's steps done (the last warp's own stamp), every warp's state in
 * shared memory, the merge count's answer back (counted merges only: the
 * partial written and counted), output or partial written; 0 where a CTA
 * left before the stamp or never takes it */
enum { PA_TR_START = 0, PA_TR_WAIT, PA_TR_QUERY, PA_TR_LANDED, PA_TR_SCORES, PA_TR_WEIGHTS, PA_TR_LOOP, PA_TR_WARPS, PA_TR_SHARED, PA_TR_COUNTED, PA_TR_END, PA_TR_STAMPS };
struct pa_trace_rec {
    unsigned long long t[PA_TR_STAMPS];
    unsigned sm, how; /* how: a pa_trace_how */
};

/* how a CTA ended */
enum pa_trace_how { PA_TR_EMPTY = 0, PA_TR_DIRECT, PA_TR_PARTIAL, PA_TR_MERGED, PA_TR_CLUSTER };

#ifdef __CUDACC__
__device__ __forceinline__ unsigned long long pa_global_ns()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;\n" : "=l"(t));
    return t;
}
/* The timer once `after` is known: a stamp meant to follow a barrier reads,
 * and depends on, a shared value written before it, since the barrier's wait
 * may fall after an independent timer read (BAR.SYNC.DEFER_BLOCKING). */
__device__ __forceinline__ unsigned long long pa_global_ns_after(unsigned after)
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;\n" : "=l"(t) : "r"(after));
    return t;
}
/* the CTA's stamps so far, the end now */
__device__ __forceinline__ void pa_trace_cta(pa_trace_rec *t, unsigned long long (&stamp)[PA_TR_STAMPS], unsigned how)
{
    if (!t || threadIdx.x != 0)
        return;
    stamp[PA_TR_END] = pa_global_ns();
    pa_trace_rec r;
    for (int i = 0; i < PA_TR_STAMPS; i++)
        r.t[i] = stamp[i];
    asm volatile("mov.u32 %0, %%smid;\n" : "=r"(r.sm));
    r.how = how;
    t[(size_t)blockIdx.y * gridDim.x + blockIdx.x] = r;
}
#endif

/* Host side (kernels/trace.cu). Each launch takes the next stretch of one
 * device buffer; pa_trace_reset starts over, so the stretches of the launches
 * of the last sample (or of a captured graph) are what pa_trace_dump writes. */
pa_trace_rec *pa_trace_slot(long long ctas);
void pa_trace_reset(void);
int pa_trace_dump(const char *path, const char *label, pa_err *e);
#endif

#endif
