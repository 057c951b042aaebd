set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
PABENCH_TRACE=$OUT/trace4.csv build-trace/pabench bench/trace_probe.lua 2x60,8x128,32x128,16x256,4096 > $OUT/trace4_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace4.csv | tee $OUT/trace4_layers.txt
gzip -k $OUT/trace4.csv; rm $OUT/trace4.csv
which cuobjdump nvdisasm; cuobjdump -sass -fun '_ZN2pa17mma_decode_kernelI6__halfLi128ELi1EEEvNS_8AttnArgsE' build/pabench > $OUT/sass_hd128.txt 2>&1; wc -l $OUT/sass_hd128.txt; gzip $OUT/sass_hd128.txt
