/* The trace buffer of a diagnostic build (see trace.cuh); empty otherwise. */
#include "trace.cuh"

#ifdef PA_TRACE
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static pa_trace_rec *g_buf;
static const long long CAP = 1 << 20; /* records: 64 layers of 16384 CTAs */
enum { MAX_LAUNCHES = 1024 };
static long long g_used;
static long long g_off[MAX_LAUNCHES], g_n[MAX_LAUNCHES]; /* each launch's stretch */
static int g_launches;

pa_trace_rec *pa_trace_slot(long long ctas)
{
    if (!g_buf && cudaMalloc(&g_buf, CAP * sizeof(pa_trace_rec)) != cudaSuccess) {
        g_buf = NULL;
        return NULL;
    }
    if (g_used + ctas > CAP || g_launches == MAX_LAUNCHES)
        return NULL; /* past the buffer: that launch goes untraced */
    g_off[g_launches] = g_used;
    g_n[g_launches++] = ctas;
    pa_trace_rec *t = g_buf + g_used;
    g_used += ctas;
    return t;
}

void pa_trace_reset(void)
{
    g_used = 0;
    g_launches = 0;
}

int pa_trace_dump(const char *path, const char *label, pa_err *e)
{
    if (!g_buf || !g_used)
        return 0;
    pa_trace_rec *h = (pa_trace_rec *)malloc(g_used * sizeof(pa_trace_rec));
    if (!h)
        return pa_fail(e, "trace: out of host memory");
    cudaError_t err = cudaMemcpy(h, g_buf, g_used * sizeof(pa_trace_rec), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        free(h);
        return pa_fail(e, "trace: cudaMemcpy: %s", cudaGetErrorString(err));
    }
    FILE *f = fopen(path, "a");
    if (!f) {
        free(h);
        return pa_fail(e, "trace: cannot open %s", path);
    }
    unsigned long long t0 = ~0ull;
    for (long long i = 0; i < g_used; i++)
        if (h[i].t[PA_TR_START] && h[i].t[PA_TR_START] < t0)
            t0 = h[i].t[PA_TR_START];
    fprintf(f, "# %s\nlaunch,cta,sm,how,start_ns,wait_ns,query_ns,landed_ns,scores_ns,weights_ns,loop_ns,warps_ns,shared_ns,counted_ns,end_ns\n", label);
    for (int l = 0; l < g_launches; l++)
        for (long long c = 0; c < g_n[l]; c++) {
            const pa_trace_rec *r = &h[g_off[l] + c];
            fprintf(f, "%d,%lld,%u,%u", l, c, r->sm, r->how);
            for (int i = 0; i < PA_TR_STAMPS; i++) /* from the step's first start; 0: not reached */
                fprintf(f, ",%llu", r->t[i] ? r->t[i] - t0 : 0ull);
            fputc('\n', f);
        }
    fclose(f);
    free(h);
    return 0;
}
#endif
