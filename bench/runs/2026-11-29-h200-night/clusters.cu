#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *p) { extern __shared__ int s[]; if (p) p[0] = s[0]; }
int main() {
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024);
  cudaFuncSetAttribute(k, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
  int dev; cudaGetDevice(&dev); cudaDeviceProp pr; cudaGetDeviceProperties(&pr, dev);
  printf("%s SMs %d\n", pr.name, pr.multiProcessorCount);
  for (int smem : {96 * 1024, 130 * 1024}) for (int cs : {2, 4, 8, 12, 16}) {
    cudaLaunchConfig_t cfg = {}; cfg.gridDim = dim3(cs * 16); cfg.blockDim = dim3(256); cfg.dynamicSmemBytes = smem;
    cudaLaunchAttribute at[1]; at[0].id = cudaLaunchAttributeClusterDimension; at[0].val.clusterDim.x = cs; at[0].val.clusterDim.y = 1; at[0].val.clusterDim.z = 1;
    cfg.attrs = at; cfg.numAttrs = 1;
    int n = -1; cudaError_t e = cudaOccupancyMaxActiveClusters(&n, k, &cfg);
    printf("smem %d KB cluster %2d: max active clusters %d (%d CTAs) %s\n", smem / 1024, cs, n, n * cs, cudaGetErrorString(e));
  }
}
