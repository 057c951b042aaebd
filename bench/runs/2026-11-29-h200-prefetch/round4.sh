set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace2.csv build-trace/pabench bench/trace_probe.lua > $OUT/trace2_probe.txt 2>&1; echo "trace rc $?"
cat $OUT/trace2_probe.txt
python3 bench/trace_layers.py $OUT/trace2.csv | tee $OUT/trace2_layers.txt
gzip -k $OUT/trace2.csv; rm $OUT/trace2.csv
