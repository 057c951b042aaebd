set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT/ncu
for c in seq2x60 seq32x128; do
  ncu --clock-control none -k regex:mma_decode --launch-skip 3 --launch-count 1 --set full --import-source no \
    -o $OUT/ncu/$c -f build/pabench bench/ncu_probe.lua $c > $OUT/ncu/$c.run.txt 2>&1
  rc=$?; echo "$c: exit $rc"; tail -3 $OUT/ncu/$c.run.txt
  ncu --import $OUT/ncu/$c.ncu-rep --page source --print-source sass --csv > $OUT/ncu/$c.sass.csv 2>/dev/null
  ncu --import $OUT/ncu/$c.ncu-rep --page details > $OUT/ncu/$c.details.txt 2>&1
done
python3 bench/ncu_stalls.py $OUT/ncu/seq2x60.sass.csv $OUT/ncu/seq32x128.sass.csv | tee $OUT/ncu_small_stalls.txt
cp $OUT/ncu/*.details.txt $OUT/
rm -rf $OUT/ncu
