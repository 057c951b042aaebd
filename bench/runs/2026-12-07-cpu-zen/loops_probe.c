/* The CPU AVX2 path's score and value loops alone (src/cpu_attend_avx2.c), 64 tokens of one
 * kv head in L1, ns a token: four heads two tokens at a time (the tree's), one head one token
 * (the tree's) and four at a time; values for four heads (the tree's) and one head in passes
 * of 16 columns (the tree's) and 64.
 *   gcc -O2 loops_probe.c -o loops_probe && ./loops_probe */
#include <immintrin.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define D 128
#define NT 64
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
#define KEEP(v) __asm__("" : "+x"(v))
#define AV __attribute__((target("avx2,fma,f16c"),noinline))
#define AVI __attribute__((target("avx2,fma,f16c"),always_inline)) inline
static AVI __m128 hsum4(__m256 a, __m256 b, __m256 c, __m256 d){const __m256 s=_mm256_hadd_ps(_mm256_hadd_ps(a,b),_mm256_hadd_ps(c,d));return _mm_add_ps(_mm256_castps256_ps128(s),_mm256_extractf128_ps(s,1));}
static AVI __m256 ld8(const uint16_t*p){return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)p));}
/* scores of 4 heads, two tokens at a time (the tree's dot_rows2) */
AV void s_pair(const uint16_t *kc, const long *rows, const float *q, float *s){
  for(int i=0;i<NT;i+=2){const uint16_t*r=kc+rows[i],*r2=kc+rows[i+1];
    __m256 a0=_mm256_setzero_ps(),a1=a0,a2=a0,a3=a0,b0=a0,b1=a0,b2=a0,b3=a0;
    for(int d=0;d<D;d+=8){__m256 k=ld8(r+d),k2=ld8(r2+d);__m256 qv=_mm256_loadu_ps(q+d);KEEP(qv);a0=_mm256_fmadd_ps(k,qv,a0);b0=_mm256_fmadd_ps(k2,qv,b0);
      qv=_mm256_loadu_ps(q+D+d);KEEP(qv);a1=_mm256_fmadd_ps(k,qv,a1);b1=_mm256_fmadd_ps(k2,qv,b1);
      qv=_mm256_loadu_ps(q+2*D+d);KEEP(qv);a2=_mm256_fmadd_ps(k,qv,a2);b2=_mm256_fmadd_ps(k2,qv,b2);
      qv=_mm256_loadu_ps(q+3*D+d);KEEP(qv);a3=_mm256_fmadd_ps(k,qv,a3);b3=_mm256_fmadd_ps(k2,qv,b3);}
    _mm_storeu_ps(s+4*i,hsum4(a0,a1,a2,a3));_mm_storeu_ps(s+4*i+4,hsum4(b0,b1,b2,b3));}
}
/* one head, four tokens at a time */
AV void s1_quad(const uint16_t *kc, const long *rows, const float *q, float *s){
  for(int i=0;i<NT;i+=4){const uint16_t*r0=kc+rows[i],*r1=kc+rows[i+1],*r2=kc+rows[i+2],*r3=kc+rows[i+3];
    __m256 a0=_mm256_setzero_ps(),a1=a0,a2=a0,a3=a0;
    for(int d=0;d<D;d+=8){__m256 qv=_mm256_loadu_ps(q+d);KEEP(qv);a0=_mm256_fmadd_ps(ld8(r0+d),qv,a0);a1=_mm256_fmadd_ps(ld8(r1+d),qv,a1);a2=_mm256_fmadd_ps(ld8(r2+d),qv,a2);a3=_mm256_fmadd_ps(ld8(r3+d),qv,a3);}
    _mm_storeu_ps(s+i,hsum4(a0,a1,a2,a3));}
}
/* one head, one token (the tree's dot_row NH 1) */
AV void s1_one(const uint16_t *kc, const long *rows, const float *q, float *s){
  for(int i=0;i<NT;i++){const uint16_t*r=kc+rows[i];__m256 a0=_mm256_setzero_ps(),z=a0;
    for(int d=0;d<D;d+=8)a0=_mm256_fmadd_ps(ld8(r+d),_mm256_loadu_ps(q+d),a0);
    float o[4];_mm_storeu_ps(o,hsum4(a0,z,z,z));s[i]=o[0];}
}
/* V: 4 heads, 16 columns a pass (the tree's sum_values) */
AV void v_tree(const uint16_t *vc, const long *rows, const float *w, float *acc){
  for(int d=0;d<D;d+=16){__m256 c00=_mm256_setzero_ps(),c01=c00,c10=c00,c11=c00,c20=c00,c21=c00,c30=c00,c31=c00;
    for(int i=0;i<NT;i++){const uint16_t*r=vc+rows[i]+d;const __m256 v0=ld8(r),v1=ld8(r+8);const float*wi=w+i;
      __m256 wb=_mm256_broadcast_ss(wi);c00=_mm256_fmadd_ps(wb,v0,c00);c01=_mm256_fmadd_ps(wb,v1,c01);
      wb=_mm256_broadcast_ss(wi+NT);c10=_mm256_fmadd_ps(wb,v0,c10);c11=_mm256_fmadd_ps(wb,v1,c11);
      wb=_mm256_broadcast_ss(wi+2*NT);c20=_mm256_fmadd_ps(wb,v0,c20);c21=_mm256_fmadd_ps(wb,v1,c21);
      wb=_mm256_broadcast_ss(wi+3*NT);c30=_mm256_fmadd_ps(wb,v0,c30);c31=_mm256_fmadd_ps(wb,v1,c31);}
    float*a=acc+d;_mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c00));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c01));
    a+=D;_mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c10));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c11));
    a+=D;_mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c20));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c21));
    a+=D;_mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c30));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c31));}
}
/* V: 1 head, 16 columns (the tree's NH 1) */
AV void v1_tree(const uint16_t *vc, const long *rows, const float *w, float *acc){
  for(int d=0;d<D;d+=16){__m256 c00=_mm256_setzero_ps(),c01=c00;
    for(int i=0;i<NT;i++){const uint16_t*r=vc+rows[i]+d;__m256 wb=_mm256_broadcast_ss(w+i);c00=_mm256_fmadd_ps(wb,ld8(r),c00);c01=_mm256_fmadd_ps(wb,ld8(r+8),c01);}
    float*a=acc+d;_mm256_storeu_ps(a,_mm256_add_ps(_mm256_loadu_ps(a),c00));_mm256_storeu_ps(a+8,_mm256_add_ps(_mm256_loadu_ps(a+8),c01));}
}
/* V: 1 head, 64 columns a pass */
AV void v1_wide(const uint16_t *vc, const long *rows, const float *w, float *acc){
  for(int d=0;d<D;d+=64){__m256 c0=_mm256_setzero_ps(),c1=c0,c2=c0,c3=c0,c4=c0,c5=c0,c6=c0,c7=c0;
    for(int i=0;i<NT;i++){const uint16_t*r=vc+rows[i]+d;__m256 wb=_mm256_broadcast_ss(w+i);
      c0=_mm256_fmadd_ps(wb,ld8(r),c0);c1=_mm256_fmadd_ps(wb,ld8(r+8),c1);c2=_mm256_fmadd_ps(wb,ld8(r+16),c2);c3=_mm256_fmadd_ps(wb,ld8(r+24),c3);
      c4=_mm256_fmadd_ps(wb,ld8(r+32),c4);c5=_mm256_fmadd_ps(wb,ld8(r+40),c5);c6=_mm256_fmadd_ps(wb,ld8(r+48),c6);c7=_mm256_fmadd_ps(wb,ld8(r+56),c7);}
    float*a=acc+d;__m256 cs[8]={c0,c1,c2,c3,c4,c5,c6,c7};for(int j=0;j<8;j++)_mm256_storeu_ps(a+8*j,_mm256_add_ps(_mm256_loadu_ps(a+8*j),cs[j]));}
}
int main(int argc,char**argv){
  /* a 16-token block of 8 kv heads: token stride 8*D elements; this kv head's rows */
  size_t ntok=NT; uint16_t *kc=aligned_alloc(64,ntok*8*D*2+4096), *vc=aligned_alloc(64,ntok*8*D*2+4096);
  for(size_t i=0;i<ntok*8*D;i++){kc[i]=0x3800+(i%97);vc[i]=0x3400+(i%89);}
  long rows[NT]; for(int i=0;i<NT;i++){int blk=(i/16)*7%4; rows[i]=((long)blk*16+(i%16))*8*D;}
  float q[4*D],w[4*NT],s[4*NT],acc[4*D]; for(int i=0;i<4*D;i++){q[i]=1e-3f*i;acc[i]=0;} for(int i=0;i<4*NT;i++)w[i]=1e-3f*i;
  const int R=20000;
#define T(f,a,b,c,per) {double t=now();for(int n=0;n<R;n++)f(a,rows,b,c);double e=now()-t;printf("%-8s %6.1f ns a token\n",#f,e/R/NT*1e9);}
  T(s_pair,kc,q,s,0) T(s1_quad,kc,q,s,0) T(s1_one,kc,q,s,0) T(v_tree,vc,w,acc,0) T(v1_tree,vc,w,acc,0) T(v1_wide,vc,w,acc,0)
  printf("%g %g\n",s[3],acc[5]); return 0;}
