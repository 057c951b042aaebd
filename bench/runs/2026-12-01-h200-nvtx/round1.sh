# NVTX ranges under Nsight Compute: a row's range and the kernel:time range
# inside it select exactly that row's launches (paged and gqa both run
# mma_decode_kernel, so only the range tells them apart). Then the quick check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
B=build/pabench
RUN="scenarios/decode.lua --configs 16x256 --kernels paged,gqa --iters 3 --warmup 1 --quiet"
{ ncu --version; ncu --help | grep -A12 -- '--nvtx-include'; } > $OUT/ncu_help.txt 2>&1
prof() { # name, ncu filter args...
  local name=$1; shift
  ncu --clock-control none --nvtx "$@" -k regex:mma_decode --launch-count 3 --section LaunchStats \
    $B $RUN > $OUT/$name.txt 2>&1
  echo "$name: exit $?; kernels profiled: $(grep -c '^  mma_decode_kernel\|^  void pa::mma_decode_kernel' $OUT/$name.txt);" \
    "ranges seen: $(grep -o 'pabench@[^ ]*[^|]*' $OUT/$name.txt | sort | uniq -c | tr '\n' ';' | tr -s ' ')"
}
prof row_gqa --nvtx-include "pabench@gqa batch=16 config=16x256 ctx=256/"
prof row_paged --nvtx-include "pabench@paged batch=16 config=16x256 ctx=256/"
prof timed_gqa --nvtx-include "pabench@gqa batch=16 config=16x256 ctx=256/gqa(chunk=64, splits=1)/"
prof unfiltered
grep -m3 -B2 -A6 'NVTX' $OUT/timed_gqa.txt | head -30
timeout 120 $B check --quick > $OUT/check.txt 2>&1; echo "check --quick: exit $?; $(grep -E 'kernel runs over' $OUT/check.txt)"
timeout 120 $B scenarios/smoke.lua > $OUT/smoke.txt 2>&1; echo "smoke: exit $?"; tail -9 $OUT/smoke.txt
