/* Shared-memory barriers that count the bytes of bulk copies (Hopper, sm_90):
 * a slot's barrier expects its copy's bytes, the copy completes them, and a
 * thread waits on the barrier's phase. Used by the bulk read of
 * kernels/bandwidth.cu and by the standalone probes bench/fill_probe.cu and
 * bench/read_probe.cu; bench/stream_probe.cu and the decode core's
 * mma_ptx.cuh take its shared_u32. So it depends on nothing but CUDA. */
#ifndef PA_MBARRIER_CUH
#define PA_MBARRIER_CUH

__device__ __forceinline__ unsigned shared_u32(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void mbar_init(unsigned bar, unsigned count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}

/* the barriers' initialisation, visible to the copy engine before a copy
 * completes on them */
__device__ __forceinline__ void mbar_init_fence() { asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory"); }

/* one arrival that also expects `bytes` from copies completing on this barrier */
__device__ __forceinline__ void mbar_expect(unsigned bar, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes) : "memory");
}

/* until the phase of this parity has completed */
__device__ __forceinline__ void mbar_wait(unsigned bar, unsigned parity)
{
    asm volatile("{\n"
                 ".reg .pred done;\n"
                 "wait:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
                 "@!done bra wait;\n"
                 "}\n" ::"r"(bar),
                 "r"(parity)
                 : "memory");
}

/* bytes (a multiple of 16, both addresses 16-byte aligned) from global memory
 * into shared memory, completing on barrier bar */
__device__ __forceinline__ void bulk_copy(unsigned dst, const void *src, unsigned bytes, unsigned bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n" ::"r"(dst),
                 "l"(src), "r"(bytes), "r"(bar)
                 : "memory");
}

#endif
