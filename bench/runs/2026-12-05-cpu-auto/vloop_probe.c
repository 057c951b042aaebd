/* The weighted-values loop of the CPU AVX2 path (sum_values) alone, on 32 rows of one kv head
 * held in L2, four heads: AVX2 as the kernel has it, AVX-512 with sixteen-lane sums, AVX-512
 * with two sets of sums (even and odd tokens), and AVX2 over the rows first copied side by
 * side. gcc -O3 vloop_probe.c -o vloop_probe; cycles at 3.67 GHz (a core's dependent-FMA
 * clock here). Setting rowsz = D (rows side by side) times the loop without the 2 KB stride. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#define D 128
#define N 32
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
__attribute__((target("avx2,fma,f16c"),noinline))
void v256(const uint16_t *vc, const long *rows, const float *w, int ws, float *acc){
  for(int d=0;d<D;d+=16){
    __m256 c00=_mm256_setzero_ps(),c01=c00,c10=c00,c11=c00,c20=c00,c21=c00,c30=c00,c31=c00;
    for(int i=0;i<N;i++){
      if(rows[i]<0) continue;
      const uint16_t*p=vc+rows[i]+d;
      __m256 v0=_mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)p)), v1=_mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)(p+8)));
      __m256 wb=_mm256_broadcast_ss(w+i); c00=_mm256_fmadd_ps(wb,v0,c00); c01=_mm256_fmadd_ps(wb,v1,c01);
      wb=_mm256_broadcast_ss(w+ws+i); c10=_mm256_fmadd_ps(wb,v0,c10); c11=_mm256_fmadd_ps(wb,v1,c11);
      wb=_mm256_broadcast_ss(w+2*ws+i); c20=_mm256_fmadd_ps(wb,v0,c20); c21=_mm256_fmadd_ps(wb,v1,c21);
      wb=_mm256_broadcast_ss(w+3*ws+i); c30=_mm256_fmadd_ps(wb,v0,c30); c31=_mm256_fmadd_ps(wb,v1,c31);
    }
    float*a=acc+d;
    _mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c00));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c01));
    _mm256_storeu_ps(a+D,_mm256_add_ps(_mm256_loadu_ps(a+D),c10));_mm256_storeu_ps(a+D+8,_mm256_add_ps(_mm256_loadu_ps(a+D+8),c11));
    _mm256_storeu_ps(a+2*D,_mm256_add_ps(_mm256_loadu_ps(a+2*D),c20));_mm256_storeu_ps(a+2*D+8,_mm256_add_ps(_mm256_loadu_ps(a+2*D+8),c21));
    _mm256_storeu_ps(a+3*D,_mm256_add_ps(_mm256_loadu_ps(a+3*D),c30));_mm256_storeu_ps(a+3*D+8,_mm256_add_ps(_mm256_loadu_ps(a+3*D+8),c31));
  }
}
__attribute__((target("avx512f,avx512vl,fma,f16c"),noinline))
void v512(const uint16_t *vc, const long *rows, const float *w, int ws, float *acc){
  for(int d=0;d<D;d+=32){
    __m512 c00=_mm512_setzero_ps(),c01=c00,c10=c00,c11=c00,c20=c00,c21=c00,c30=c00,c31=c00;
    for(int i=0;i<N;i++){
      if(rows[i]<0) continue;
      const uint16_t*p=vc+rows[i]+d;
      __m512 v0=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)p)), v1=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(p+16)));
      __m512 wb=_mm512_set1_ps(w[i]); c00=_mm512_fmadd_ps(wb,v0,c00); c01=_mm512_fmadd_ps(wb,v1,c01);
      wb=_mm512_set1_ps(w[ws+i]); c10=_mm512_fmadd_ps(wb,v0,c10); c11=_mm512_fmadd_ps(wb,v1,c11);
      wb=_mm512_set1_ps(w[2*ws+i]); c20=_mm512_fmadd_ps(wb,v0,c20); c21=_mm512_fmadd_ps(wb,v1,c21);
      wb=_mm512_set1_ps(w[3*ws+i]); c30=_mm512_fmadd_ps(wb,v0,c30); c31=_mm512_fmadd_ps(wb,v1,c31);
    }
    float*a=acc+d;
    _mm512_storeu_ps(a,_mm512_add_ps(_mm512_loadu_ps(a),c00));_mm512_storeu_ps(a+16,_mm512_add_ps(_mm512_loadu_ps(a+16),c01));
    _mm512_storeu_ps(a+D,_mm512_add_ps(_mm512_loadu_ps(a+D),c10));_mm512_storeu_ps(a+D+16,_mm512_add_ps(_mm512_loadu_ps(a+D+16),c11));
    _mm512_storeu_ps(a+2*D,_mm512_add_ps(_mm512_loadu_ps(a+2*D),c20));_mm512_storeu_ps(a+2*D+16,_mm512_add_ps(_mm512_loadu_ps(a+2*D+16),c21));
    _mm512_storeu_ps(a+3*D,_mm512_add_ps(_mm512_loadu_ps(a+3*D),c30));_mm512_storeu_ps(a+3*D+16,_mm512_add_ps(_mm512_loadu_ps(a+3*D+16),c31));
  }
}

__attribute__((target("avx512f,avx512vl,fma,f16c"),noinline))
void v512x2(const uint16_t *vc, const long *rows, const float *w, int ws, float *acc){
  for(int d=0;d<D;d+=32){
    __m512 c00=_mm512_setzero_ps(),c01=c00,c10=c00,c11=c00,c20=c00,c21=c00,c30=c00,c31=c00;
    __m512 e00=c00,e01=c00,e10=c00,e11=c00,e20=c00,e21=c00,e30=c00,e31=c00;
    for(int i=0;i+1<N;i+=2){
      const uint16_t*p=vc+rows[i]+d, *q=vc+rows[i+1]+d;
      __m512 v0=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)p)), v1=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(p+16)));
      __m512 u0=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)q)), u1=_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*)(q+16)));
      __m512 wb=_mm512_set1_ps(w[i]); c00=_mm512_fmadd_ps(wb,v0,c00); c01=_mm512_fmadd_ps(wb,v1,c01);
      wb=_mm512_set1_ps(w[ws+i]); c10=_mm512_fmadd_ps(wb,v0,c10); c11=_mm512_fmadd_ps(wb,v1,c11);
      wb=_mm512_set1_ps(w[2*ws+i]); c20=_mm512_fmadd_ps(wb,v0,c20); c21=_mm512_fmadd_ps(wb,v1,c21);
      wb=_mm512_set1_ps(w[3*ws+i]); c30=_mm512_fmadd_ps(wb,v0,c30); c31=_mm512_fmadd_ps(wb,v1,c31);
      wb=_mm512_set1_ps(w[i+1]); e00=_mm512_fmadd_ps(wb,u0,e00); e01=_mm512_fmadd_ps(wb,u1,e01);
      wb=_mm512_set1_ps(w[ws+i+1]); e10=_mm512_fmadd_ps(wb,u0,e10); e11=_mm512_fmadd_ps(wb,u1,e11);
      wb=_mm512_set1_ps(w[2*ws+i+1]); e20=_mm512_fmadd_ps(wb,u0,e20); e21=_mm512_fmadd_ps(wb,u1,e21);
      wb=_mm512_set1_ps(w[3*ws+i+1]); e30=_mm512_fmadd_ps(wb,u0,e30); e31=_mm512_fmadd_ps(wb,u1,e31);
    }
    c00=_mm512_add_ps(c00,e00);c01=_mm512_add_ps(c01,e01);c10=_mm512_add_ps(c10,e10);c11=_mm512_add_ps(c11,e11);
    c20=_mm512_add_ps(c20,e20);c21=_mm512_add_ps(c21,e21);c30=_mm512_add_ps(c30,e30);c31=_mm512_add_ps(c31,e31);
    float*a=acc+d;
    _mm512_storeu_ps(a,_mm512_add_ps(_mm512_loadu_ps(a),c00));_mm512_storeu_ps(a+16,_mm512_add_ps(_mm512_loadu_ps(a+16),c01));
    _mm512_storeu_ps(a+D,_mm512_add_ps(_mm512_loadu_ps(a+D),c10));_mm512_storeu_ps(a+D+16,_mm512_add_ps(_mm512_loadu_ps(a+D+16),c11));
    _mm512_storeu_ps(a+2*D,_mm512_add_ps(_mm512_loadu_ps(a+2*D),c20));_mm512_storeu_ps(a+2*D+16,_mm512_add_ps(_mm512_loadu_ps(a+2*D+16),c21));
    _mm512_storeu_ps(a+3*D,_mm512_add_ps(_mm512_loadu_ps(a+3*D),c30));_mm512_storeu_ps(a+3*D+16,_mm512_add_ps(_mm512_loadu_ps(a+3*D+16),c31));
  }
}

__attribute__((target("avx2,fma,f16c"),noinline))
void stage_v256(const uint16_t *vc, const long *rows, const float *w, int ws, float *acc, uint16_t *buf, long *crow){
  for(int i=0;i<N;i++){
    const __m256i *src=(const __m256i*)(vc+rows[i]); __m256i *dst=(__m256i*)(buf+(long)i*D);
    for(int j=0;j<D/16;j++) _mm256_storeu_si256(dst+j,_mm256_loadu_si256(src+j));
  }
  v256(buf,crow,w,ws,acc);
}
int main(void){
  int rowsz=8*D; /* a token's row of 8 kv heads */
  uint16_t *vc=aligned_alloc(64, (size_t)N*rowsz*2*4);
  for(long i=0;i<(long)N*rowsz*4;i++) vc[i]=0x3c00;
  long rows[N]; for(int i=0;i<N;i++) rows[i]=(long)((i*7)%(N*4))*rowsz;
  float w[4*N]; for(int i=0;i<4*N;i++) w[i]=1e-3f;
  float acc[4*D]={0};
  for(int rep=0;rep<3;rep++){
    long it=400000; double t0=now(); for(long k=0;k<it;k++) v256(vc,rows,w,N,acc); double t1=now();
    for(long k=0;k<it;k++) v512(vc,rows,w,N,acc); double t2=now();
    for(long k=0;k<it;k++) v512x2(vc,rows,w,N,acc); double t3=now();
    printf("avx512 two sets %.0f cycles\n", (t3-t2)/it/N*3.67e9);
    static uint16_t buf[N*D] __attribute__((aligned(64))); long crow[N]; for(int i=0;i<N;i++) crow[i]=(long)i*D;
    double t4=now(); for(long k=0;k<it;k++) stage_v256(vc,rows,w,N,acc,buf,crow); double t5=now();
    printf("avx2 staged %.0f cycles\n", (t5-t4)/it/N*3.67e9);
    printf("per row: avx2 %.1f ns (%.0f cycles)  avx512 %.1f ns (%.0f cycles)  %f\n",(t1-t0)/it/N*1e9,(t1-t0)/it/N*3.67e9,(t2-t1)/it/N*1e9,(t2-t1)/it/N*3.67e9,acc[0]);
  }
}
