B=build/pabench; export LUA_PATH="$PWD/build/lua/?.lua;;"
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc; lscpu | grep -m1 "Model name"
$B --version; $B -e 'pa.show(pa.device()); pa.show(pa.host_memory())'; PABENCH_BACKEND=cpu $B -e 'pa.show(pa.device())'; } > $OUT/device.txt 2>&1
cat $OUT/device.txt
timeout 150 $B check --quick > $OUT/check_cuda_quick.txt 2>&1; echo "cuda check --quick exit $?: $(grep -E 'kernel runs over' $OUT/check_cuda_quick.txt)"
for p in 0 1; do PABENCH_BACKEND=cpu PABENCH_CPU_PORTABLE=$p timeout 120 $B check --quick --no-timing > $OUT/check_cpu_portable$p.txt 2>&1; echo "cpu check --quick portable=$p exit $?: $(grep -E 'kernel runs over' $OUT/check_cpu_portable$p.txt)"; done
for i in 1 2 3; do for p in 0 1; do PABENCH_BACKEND=cpu PABENCH_CPU_PORTABLE=$p timeout 90 $B scenarios/peak.lua --quick --quiet --json $OUT/cpu_peak_portable${p}_$i.json > $OUT/cpu_peak_portable${p}_$i.txt 2>&1; echo "cpu peak portable=$p pass $i exit $?"; grep -E "^read|1x16384" $OUT/cpu_peak_portable${p}_$i.txt | cut -c1-150; done; done
