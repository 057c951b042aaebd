# Round 3 (one command): the check under Nsight Compute, profiling its first launch.
export LUA_PATH="$PWD/build/lua/?.lua;;"; timeout 300 ncu --launch-count 1 build/pabench check --quick --kernels paged > $OUT/ncu_check.txt 2>&1; echo "ncu check: exit $?"
