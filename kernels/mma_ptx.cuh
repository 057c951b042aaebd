/* The PTX the fp16/bf16 decode core (mma_decode.cu) is written in: cp.async
 * copies with an L2 eviction hint, 16-byte stream loads, programmatic dependent
 * launch, an L2 prefetch, the merge count's atomic, ldmatrix and movmatrix, and
 * mma.sync m16n8k16 for each storage type. Each wrapper says why it is the
 * instruction it is; mma_decode.cu's opening comment says how they combine. */
#ifndef PA_MMA_PTX_CUH
#define PA_MMA_PTX_CUH

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "mbarrier.cuh" /* shared_u32 */

namespace pa {

/* K/V rows are read once: marked evict-first, they leave L2 before what is read
 * again (the split partials of the step's merge, the block table). The policy
 * is made once per thread (not volatile: a pure value). */
__device__ __forceinline__ unsigned long long evict_first_policy()
{
    unsigned long long p;
    asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;\n" : "=l"(p));
    return p;
}
/* bytes = 0 writes zeros and reads nothing: masked tokens cost no traffic */
__device__ __forceinline__ void cp_async16(unsigned dst, const void *src, int bytes, unsigned long long policy)
{
    asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2, %3;\n" ::"r"(dst), "l"(src),
                 "r"(bytes), "l"(policy)
                 : "memory");
}
/* a 16-byte K/V load into registers, through L2 only and evict-first like the
 * ring's copies (.cg: a row the kernel before wrote is read after pdl_wait, and
 * no L1 line may stand in for it) */
__device__ __forceinline__ uint4 ld_stream16(const void *p, unsigned long long policy)
{
    uint4 v;
    asm volatile("ld.global.cg.L2::cache_hint.v4.u32 {%0,%1,%2,%3}, [%4], %5;\n"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p), "l"(policy));
    return v;
}
__device__ __forceinline__ void st_shared16(unsigned dst, uint4 v)
{
    asm volatile("st.shared.v4.u32 [%0], {%1,%2,%3,%4};\n" ::"r"(dst), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w)
                 : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

/* wait_group takes an immediate; the ring depth is a launch option */
__device__ __forceinline__ void cp_async_wait_upto(int n)
{
    switch (n) {
    case 0: cp_async_wait<0>(); break;
    case 1: cp_async_wait<1>(); break;
    case 2: cp_async_wait<2>(); break;
    case 3: cp_async_wait<3>(); break;
    case 4: cp_async_wait<4>(); break;
    case 5: cp_async_wait<5>(); break;
    case 6: cp_async_wait<6>(); break;
    default: cp_async_wait<7>(); break;
    }
}

/* Programmatic dependent launch. A decode step's kernels run back to back, so
 * the next kernel's CTAs may start while this one drains: what they read before
 * pdl_wait() must be what no earlier kernel of the step writes (the lengths, the
 * block table, the K/V rows of earlier steps); the queries, the newest token's
 * K/V row (written in the same step), the output, the split partials and the
 * merge counters all come after it. Launched without the attribute, both are
 * no-ops. */
__device__ __forceinline__ void pdl_wait()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void pdl_launch_dependents()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;\n" ::: "memory");
#endif
}

/* Ask L2 for bytes this CTA reads only after pdl_wait. L2 is where every SM's
 * writes meet, so a line fetched early still shows the earlier kernel's store
 * to it; only L1 could hold a stale copy, and this touches no L1. */
__device__ __forceinline__ void prefetch_l2(const void *p, unsigned bytes)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;\n" ::"l"(p), "r"(bytes) : "memory");
#endif
}

__device__ __forceinline__ int atomic_add_acq_rel(int *p, int v)
{
    int old;
    asm volatile("atom.acq_rel.gpu.global.add.s32 %0, [%1], %2;\n" : "=r"(old) : "l"(p), "r"(v) : "memory");
    return old;
}

__device__ __forceinline__ void ldsm_x4(unsigned addr, unsigned (&r)[4])
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr)
                 : "memory");
}
__device__ __forceinline__ void ldsm_x4_trans(unsigned addr, unsigned (&r)[4])
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr)
                 : "memory");
}
__device__ __forceinline__ unsigned movm_trans(unsigned x)
{
    unsigned y;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(y) : "r"(x));
    return y;
}

template <typename T> struct Mma;
template <> struct Mma<__half> {
    __device__ static void run(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1)
    {
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                     "{%0,%1,%2,%3};\n"
                     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
    }
    __device__ static unsigned pack(float lo, float hi)
    {
        __half2 h = __floats2half2_rn(lo, hi);
        return *reinterpret_cast<unsigned *>(&h);
    }
};
template <> struct Mma<__nv_bfloat16> {
    __device__ static void run(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1)
    {
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                     "{%0,%1,%2,%3};\n"
                     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
    }
    __device__ static unsigned pack(float lo, float hi)
    {
        __nv_bfloat162 h = __floats2bfloat162_rn(lo, hi);
        return *reinterpret_cast<unsigned *>(&h);
    }
};

} /* namespace pa */

#endif
