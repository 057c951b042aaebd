set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace3.csv build-trace/pabench bench/trace_probe.lua > $OUT/trace3_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace3_probe.txt
python3 bench/trace_layers.py $OUT/trace3.csv | tee $OUT/trace3_layers.txt
gzip -k $OUT/trace3.csv; rm $OUT/trace3.csv
PABENCH_TRACE=$OUT/trace3_nolate.csv build-trace/pabench.nolate bench/trace_probe.lua 2x60,8x128,32x128,16x256,4096 > $OUT/trace3_nolate_probe.txt 2>&1; echo "nolate rc $?"
cat $OUT/trace3_nolate_probe.txt
python3 bench/trace_layers.py $OUT/trace3_nolate.csv | tee $OUT/trace3_nolate_layers.txt
gzip -k $OUT/trace3_nolate.csv; rm $OUT/trace3_nolate.csv
