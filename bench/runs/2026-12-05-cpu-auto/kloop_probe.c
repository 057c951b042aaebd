/* The scores loop of the CPU AVX2 path (dot_rows2) alone, two K rows of one kv head at a time
 * on 32 rows held in L2, four heads, against an AVX-512 form with sixteen sums of sixteen
 * lanes. gcc -O3 kloop_probe.c -o kloop_probe; cycles at 3.67 GHz. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#define D 128
#define N 32
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
#define KEEP(v) __asm__("" : "+x"(v))
__attribute__((target("avx2,fma,f16c"),noinline))
void k256(const uint16_t *kc, const long *rows, const float *q, float *out){
  for(int i=0;i<N;i+=2){
    const uint16_t *r=kc+rows[i], *r2=kc+rows[i+1];
    __m256 a0=_mm256_setzero_ps(),a1=a0,a2=a0,a3=a0,b0=a0,b1=a0,b2=a0,b3=a0;
    for(int d=0;d<D;d+=8){
      __m256 k=_mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)(r+d))), k2=_mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)(r2+d)));
      __m256 qv=_mm256_loadu_ps(q+d); KEEP(qv); a0=_mm256_fmadd_ps(k,qv,a0); b0=_mm256_fmadd_ps(k2,qv,b0);
      qv=_mm256_loadu_ps(q+D+d); KEEP(qv); a1=_mm256_fmadd_ps(k,qv,a1); b1=_mm256_fmadd_ps(k2,qv,b1);
      qv=_mm256_loadu_ps(q+2*D+d); KEEP(qv); a2=_mm256_fmadd_ps(k,qv,a2); b2=_mm256_fmadd_ps(k2,qv,b2);
      qv=_mm256_loadu_ps(q+3*D+d); KEEP(qv); a3=_mm256_fmadd_ps(k,qv,a3); b3=_mm256_fmadd_ps(k2,qv,b3);
    }
    __m256 s=_mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0,a1),_mm256_add_ps(a2,a3)),_mm256_add_ps(_mm256_add_ps(b0,b1),_mm256_add_ps(b2,b3)));
    out[i]=s[0]+s[7];
  }
}
__attribute__((target("avx512f,avx512vl,fma,f16c"),noinline))
void k512(const uint16_t *kc, const long *rows, const float *q, float *out){
  for(int i=0;i<N;i+=2){
    const uint16_t *r=kc+rows[i], *r2=kc+rows[i+1];
    __m512 a0=_mm512_setzero_ps(),a1=a0,a2=a0,a3=a0,b0=a0,b1=a0,b2=a0,b3=a0;
    __m512 c0=a0,c1=a0,c2=a0,c3=a0,e0=a0,e1=a0,e2=a0,e3=a0;
    for(int d=0;d<D;d+=32){
      __m512 k=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(r+d))), k2=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(r2+d)));
      __m512 kk=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(r+d+16))), kk2=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(r2+d+16)));
      __m512 qv=_mm512_loadu_ps(q+d); a0=_mm512_fmadd_ps(k,qv,a0); b0=_mm512_fmadd_ps(k2,qv,b0);
      qv=_mm512_loadu_ps(q+D+d); a1=_mm512_fmadd_ps(k,qv,a1); b1=_mm512_fmadd_ps(k2,qv,b1);
      qv=_mm512_loadu_ps(q+2*D+d); a2=_mm512_fmadd_ps(k,qv,a2); b2=_mm512_fmadd_ps(k2,qv,b2);
      qv=_mm512_loadu_ps(q+3*D+d); a3=_mm512_fmadd_ps(k,qv,a3); b3=_mm512_fmadd_ps(k2,qv,b3);
      qv=_mm512_loadu_ps(q+d+16); c0=_mm512_fmadd_ps(kk,qv,c0); e0=_mm512_fmadd_ps(kk2,qv,e0);
      qv=_mm512_loadu_ps(q+D+d+16); c1=_mm512_fmadd_ps(kk,qv,c1); e1=_mm512_fmadd_ps(kk2,qv,e1);
      qv=_mm512_loadu_ps(q+2*D+d+16); c2=_mm512_fmadd_ps(kk,qv,c2); e2=_mm512_fmadd_ps(kk2,qv,e2);
      qv=_mm512_loadu_ps(q+3*D+d+16); c3=_mm512_fmadd_ps(kk,qv,c3); e3=_mm512_fmadd_ps(kk2,qv,e3);
    }
    __m512 s=_mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a0,a1),_mm512_add_ps(a2,a3)),_mm512_add_ps(_mm512_add_ps(b0,b1),_mm512_add_ps(b2,b3)));
    s=_mm512_add_ps(s,_mm512_add_ps(_mm512_add_ps(_mm512_add_ps(c0,c1),_mm512_add_ps(c2,c3)),_mm512_add_ps(_mm512_add_ps(e0,e1),_mm512_add_ps(e2,e3))));
    out[i]=_mm512_reduce_add_ps(s);
  }
}
int main(void){
  int rowsz=8*D;
  uint16_t *kc=aligned_alloc(64,(size_t)N*rowsz*2*4);
  for(long i=0;i<(long)N*rowsz*4;i++) kc[i]=0x3c00;
  long rows[N]; for(int i=0;i<N;i++) rows[i]=(long)((i*7)%(N*4))*rowsz;
  float q[4*D]; for(int i=0;i<4*D;i++) q[i]=1e-3f;
  float out[N];
  for(int rep=0;rep<3;rep++){
    long it=400000; double t0=now(); for(long k=0;k<it;k++) k256(kc,rows,q,out); double t1=now();
    for(long k=0;k<it;k++) k512(kc,rows,q,out); double t2=now();
    printf("K per row: avx2 two rows %.0f cycles, avx512 two rows sixteen sums %.0f cycles %f\n",(t1-t0)/it/N*3.67e9,(t2-t1)/it/N*3.67e9,out[0]);
  }
}
