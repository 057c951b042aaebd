# Round 8: the fold over fp32 K/V under drawn configurations (holes, shared
# prefixes, block sizes 1 to 1024) and under memcheck and racecheck, one launch
# down each kernel path.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=$OUT/round8
mkdir -p $R
build/pabench check --random 400 --seed 1901 > $R/random.txt 2>&1
echo "check --random 400 --seed 1901: exit $?; $(tail -n 2 $R/random.txt | tr '\n' ' ')"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
$S --tool memcheck build/pabench bench/sanitize_paths.lua > $R/memcheck_paths.txt 2>&1
echo "memcheck (sanitize_paths): exit $?, $(grep -E 'ERROR SUMMARY' $R/memcheck_paths.txt)"
$S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua > $R/racecheck_paths.txt 2>&1
echo "racecheck (sanitize_paths): exit $?, $(grep -E 'RACECHECK SUMMARY' $R/racecheck_paths.txt)"
(cd $OUT && tar czf round8.tar.gz round8 && rm -rf round8)
