/* The SM clock as it runs now, read on the device: one thread keeps its SM
 * busy for PA_SM_CLOCK_SPAN_NS of the global nanosecond timer and counts the
 * SM's cycles meanwhile. The SM must be busy: an idle SM's cycle counter does
 * not keep pace with the clock (stamps of an SM that ran no block of a small
 * grid read 1750 MHz where a busy one reads the H200's 1980), so stamps around
 * a timed launch measure how busy that SM was as much as its clock. The span
 * is long against the timer's steps, and short against how fast a GPU's clock
 * moves (milliseconds), so the reading is the clock the launches before it
 * left: the one a power or thermal cap, a clock someone set, or a GPU still
 * rising from idle gives the samples it brackets. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

__global__ void sm_clock_kernel(float *mhz)
{
    unsigned long long t0, t1;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    const long long c0 = clock64();
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
    } while (t1 - t0 < PA_SM_CLOCK_SPAN_NS);
    const long long c1 = clock64();
    *mhz = (float)((double)(c1 - c0) * 1e3 / (double)(t1 - t0));
}

} /* namespace pa */

int pa_cuda_sm_clock(float *mhz, cudaStream_t stream, pa_err *e)
{
    pa::sm_clock_kernel<<<1, 1, 0, stream>>>(mhz);
    return pa::launched("sm_clock_kernel", e);
}
