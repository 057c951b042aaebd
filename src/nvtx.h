/* Named ranges for Nsight Systems and Nsight Compute (NVTX, domain "pabench"):
 * what a script marks with pa.range and every kernel:time appear on the
 * timeline, and `ncu --nvtx --nvtx-include` profiles the launches of one of
 * them. NVTX looks for a tool once; with none attached a range costs a branch.
 * Built without the CUDA toolkit's NVTX headers, they are no-ops. */
#ifndef PA_NVTX_H
#define PA_NVTX_H

void pa_range_push(const char *name);
void pa_range_pop(void);

#endif
