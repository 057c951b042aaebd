/* The costs of widening a K/V row on the CPU backend's AVX2 path, eight elements at a time,
 * each into one of eight independent sums (so no chain of adds limits it), the rows in L1:
 * F16C's vcvtph2ps against integer forms, and bf16's widening two ways.
 *   gcc -O2 convert_probe.c -o convert_probe && ./convert_probe */
#include <immintrin.h>
#include <stdio.h>
#include <stdint.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
#define N 200000L
static uint16_t h[4096] __attribute__((aligned(64)));
#define BENCH(name, EXPR) { __m256 a0=_mm256_setzero_ps(),a1=a0,a2=a0,a3=a0,a4=a0,a5=a0,a6=a0,a7=a0; double t=now(); \
  for(long n=0;n<N;n++) for(int i=0;i<1024;i+=64){ const uint16_t *p=h+i; \
   {const uint16_t*q=p;a0=_mm256_add_ps(a0,EXPR);} {const uint16_t*q=p+8;a1=_mm256_add_ps(a1,EXPR);} \
   {const uint16_t*q=p+16;a2=_mm256_add_ps(a2,EXPR);} {const uint16_t*q=p+24;a3=_mm256_add_ps(a3,EXPR);} \
   {const uint16_t*q=p+32;a4=_mm256_add_ps(a4,EXPR);} {const uint16_t*q=p+40;a5=_mm256_add_ps(a5,EXPR);} \
   {const uint16_t*q=p+48;a6=_mm256_add_ps(a6,EXPR);} {const uint16_t*q=p+56;a7=_mm256_add_ps(a7,EXPR);} } \
  double c=now()-t; float o[8]; _mm256_storeu_ps(o,_mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0,a1),_mm256_add_ps(a2,a3)),_mm256_add_ps(_mm256_add_ps(a4,a5),_mm256_add_ps(a6,a7)))); \
  printf("%-28s %.3f ns per 8 (%g)\n", name, c/(N*128.0)*1e9, o[0]); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 cvt_xmm2(const uint16_t*q){
  return _mm256_set_m128(_mm_cvtph_ps(_mm_loadl_epi64((const __m128i*)(q+4))), _mm_cvtph_ps(_mm_loadl_epi64((const __m128i*)q))); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 bf_unpack(const uint16_t*q){
  const __m128i x=_mm_load_si128((const __m128i*)q), z=_mm_setzero_si128();
  return _mm256_castsi256_ps(_mm256_set_m128i(_mm_unpackhi_epi16(z,x), _mm_unpacklo_epi16(z,x))); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 fp16_magic(const uint16_t*q){
  const __m128i x=_mm_load_si128((const __m128i*)q), z=_mm_setzero_si128();
  const __m256i w=_mm256_set_m128i(_mm_unpackhi_epi16(z,x), _mm_unpacklo_epi16(z,x));
  const __m256i sign=_mm256_and_si256(w,_mm256_set1_epi32(0x80000000));
  const __m256i mag=_mm256_srli_epi32(_mm256_and_si256(w,_mm256_set1_epi32(0x7fff0000)),3);
  const __m256 f=_mm256_mul_ps(_mm256_castsi256_ps(mag),_mm256_set1_ps(0x1p112f));
  return _mm256_or_ps(f,_mm256_castsi256_ps(sign)); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 fp16_magic128(const uint16_t*q){
  const __m128i x=_mm_load_si128((const __m128i*)q), z=_mm_setzero_si128();
  __m128i lo=_mm_unpacklo_epi16(z,x), hi=_mm_unpackhi_epi16(z,x);
  const __m128i sm=_mm_set1_epi32(0x80000000), mm=_mm_set1_epi32(0x7fff0000); const __m128 k=_mm_set1_ps(0x1p112f);
  __m128 flo=_mm_or_ps(_mm_mul_ps(_mm_castsi128_ps(_mm_srli_epi32(_mm_and_si128(lo,mm),3)),k),_mm_castsi128_ps(_mm_and_si128(lo,sm)));
  __m128 fhi=_mm_or_ps(_mm_mul_ps(_mm_castsi128_ps(_mm_srli_epi32(_mm_and_si128(hi,mm),3)),k),_mm_castsi128_ps(_mm_and_si128(hi,sm)));
  return _mm256_set_m128(fhi,flo); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 fp16_scaled(const uint16_t*q){
  const __m128i x=_mm_load_si128((const __m128i*)q), z=_mm_setzero_si128();
  const __m256i w=_mm256_set_m128i(_mm_unpackhi_epi16(z,x), _mm_unpacklo_epi16(z,x));
  return _mm256_castsi256_ps(_mm256_and_si256(_mm256_srai_epi32(w,3),_mm256_set1_epi32(0x8fffffff))); }
__attribute__((target("avx2,fma,f16c"))) static inline __m256 fp16_scaled_fix(const uint16_t*q){
  const __m128i x=_mm_load_si128((const __m128i*)q), z=_mm_setzero_si128();
  const __m256i w=_mm256_set_m128i(_mm_unpackhi_epi16(z,x), _mm_unpacklo_epi16(z,x));
  const __m256 f=_mm256_castsi256_ps(_mm256_and_si256(_mm256_srai_epi32(w,3),_mm256_set1_epi32(0x8fffffff)));
  const __m256i e=_mm256_set1_epi32(0x7c000000);
  const __m256 big=_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(w,e),e));
  return _mm256_blendv_ps(f,_mm256_castsi256_ps(_mm256_or_si256(w,_mm256_set1_epi32(0x7f800000))),big); }
__attribute__((target("avx2,fma,f16c"))) int main(){
  for(int i=0;i<4096;i++){h[i]=0x3c00+(i&7);}
  BENCH("vcvtph2ps ymm,m128", _mm256_cvtph_ps(_mm_load_si128((const __m128i*)q)))
  BENCH("2x vcvtph2ps xmm + insert", cvt_xmm2(q))
  BENCH("bf16 cvtepu16+shift", _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_load_si128((const __m128i*)q)),16)))
  BENCH("bf16 unpack xmm + insert", bf_unpack(q))
  BENCH("fp16 magic ymm", fp16_magic(q))
  BENCH("fp16 magic xmm halves", fp16_magic128(q))
  BENCH("fp16 scaled (5 ops)", fp16_scaled(q))
  BENCH("fp16 scaled + inf fix", fp16_scaled_fix(q))
  BENCH("load ymm fp32 (baseline)", _mm256_loadu_ps((const float*)q))
  return 0;
}
