set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace.csv build-trace/pabench bench/trace_probe.lua > $OUT/trace_probe.txt 2>&1; echo "trace rc $?"
build/pabench bench/trace_probe.lua > $OUT/trace_probe_plain.txt 2>&1
paste -d'|' <(cut -c1-70 $OUT/trace_probe.txt) <(cut -c48-70 $OUT/trace_probe_plain.txt)
python3 bench/trace_layers.py $OUT/trace.csv | tee $OUT/trace_layers.txt
gzip -k $OUT/trace.csv; rm $OUT/trace.csv
