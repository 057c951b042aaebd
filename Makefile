# pabench: build/pabench (Lua 5.4 and the CUDA runtime linked statically, the Lua
# library of lua/ embedded) and build/pa.so (the same API for plain lua5.4).
# The CUDA backend is built when nvcc is found; without it, the CPU backend alone.

CC       ?= cc
# make TRACE=1: a diagnostic build whose fp16/bf16 decode CTAs stamp their
# timelines (kernels/trace.cuh, bench/trace_probe.lua), kept apart in build-trace/
# so an ordinary build never picks up its objects
ifeq ($(TRACE),1)
BUILD    := build-trace
else ifeq ($(SANITIZE),1)
BUILD    := build-san
else
BUILD    := build
endif
OBJ      := $(BUILD)/obj

LUA_INC  ?= $(firstword $(wildcard /usr/include/lua5.4) /usr/local/include)
LUA_A    ?= $(firstword $(wildcard /usr/lib/$(shell $(CC) -dumpmachine)/liblua5.4.a /usr/lib/liblua5.4.a /usr/local/lib/liblua.a))

CUDA_HOME ?= $(firstword $(wildcard /usr/local/cuda) $(patsubst %/bin/nvcc,%,$(shell command -v nvcc 2>/dev/null)))
NVCC      ?= $(firstword $(wildcard $(CUDA_HOME)/bin/nvcc) $(shell command -v nvcc 2>/dev/null))
CURAND_SO := $(wildcard $(CUDA_HOME)/lib64/libcurand.so $(CUDA_HOME)/lib/libcurand.so)

# make SANITIZE=1 (make sanitize builds it and runs the specs on it): the C core
# under AddressSanitizer and UndefinedBehaviorSanitizer, CPU backend only, in
# build-san/. -O1 keeps the reports' stacks and lines close to the source; nvcc's
# objects would not be instrumented, so no CUDA is built.
ifeq ($(SANITIZE),1)
NVCC     :=
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
CFLAGS   ?= -O1 -g
CFLAGS   += $(SAN_FLAGS)
endif
CFLAGS   ?= -O3 -march=x86-64-v2 -g
CFLAGS   += -std=c11 -D_GNU_SOURCE -Wall -Wextra -fPIC -fopenmp -Isrc -I$(OBJ) -I$(LUA_INC)
LDLIBS   := -fopenmp -lm -ldl
ifeq ($(SANITIZE),1)
LDLIBS   += $(SAN_FLAGS)
endif

ifneq ($(wildcard /usr/include/readline/readline.h),)
READLINE_FLAGS := -DPA_HAVE_READLINE
READLINE_LIBS  := -lreadline
endif

C_SRC    := $(filter-out src/main.c src/repl.c,$(wildcard src/*.c))
C_OBJ    := $(patsubst src/%.c,$(OBJ)/%.o,$(C_SRC))
LUA_SRC  := $(sort $(wildcard lua/*.lua))
SCENARIOS := $(sort $(wildcard scenarios/*.lua))

ifneq ($(NVCC),)
CU_SRC   := $(wildcard src/*.cu) $(wildcard kernels/*.cu)
CU_OBJ   := $(patsubst %.cu,$(OBJ)/%.o,$(notdir $(CU_SRC)))
CUDA_ARCH ?= -gencode=arch=compute_90,code=sm_90 -gencode=arch=compute_90,code=compute_90
NVCCFLAGS ?= -O3 -std=c++17 -lineinfo $(CUDA_ARCH)
NVCCFLAGS += -Xcompiler -Wall,-Wextra,-fPIC -Isrc -Ikernels -DPA_HAVE_CUDA -DPA_HAVE_CURAND
CFLAGS   += -DPA_HAVE_CUDA -I$(CUDA_HOME)/include
# A decode kernel that spills or keeps a stack frame stalls its stream on local
# memory: any spill or local memory fails the build. ptxas's report (registers,
# spills) is kept beside each object as OBJ.ptxas: tools/ptxas-report, make regs.
PTXAS_WERROR := ,-Werror
PTXAS_GATE = -Xptxas -v,-warn-spills,-warn-lmem-usage$(PTXAS_WERROR)
# cuRAND stays a shared library (the toolkit ships no static one); the rpath finds
# it in the toolkit's usual place on a machine whose loader path lacks it
CUDA_LIBS := -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart_static -lcurand -lrt -lpthread -lstdc++
endif
ifeq ($(TRACE),1)
NVCCFLAGS += -DPA_TRACE
CFLAGS   += -DPA_TRACE
# the stamps take registers: head_dim 64's widest kernels spill a word, which a
# timeline build reports as a warning rather than refusing
PTXAS_WERROR :=
endif
ifneq ($(CURAND_SO),)
CFLAGS   += -DPA_HAVE_CURAND -I$(CUDA_HOME)/include
CUDA_LIBS ?= -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcurand
endif

vpath %.cu src kernels

.PHONY: all test check run deps clean regs nvcc-flags sanitize plan-grid
all: $(BUILD)/pabench $(BUILD)/pa.so $(BUILD)/lua/dkjson.lua $(if $(NVCC),$(BUILD)/fill_probe $(BUILD)/read_probe $(BUILD)/stream_probe)

# how fast SMs land a ring from the paged cache, by copy mechanism: a
# standalone CUDA program (bench/fill_probe.cu), no Lua, for the GPU machine
$(BUILD)/fill_probe: bench/fill_probe.cu bench/probe_check.h kernels/mbarrier.cuh | $(BUILD)
	$(NVCC) -O3 -std=c++17 $(CUDA_ARCH) -Ikernels -o $@ $<

# which read kernel shows the device's streaming read (bench/read_probe.cu)
$(BUILD)/read_probe: bench/read_probe.cu bench/probe_check.h kernels/mbarrier.cuh | $(BUILD)
	$(NVCC) -O3 -std=c++17 $(CUDA_ARCH) -Ikernels -o $@ $<

# the decode kernels' stream alone, no arithmetic: block tables, grids, SMs (bench/stream_probe.cu)
$(BUILD)/stream_probe: bench/stream_probe.cu bench/probe_check.h kernels/mbarrier.cuh | $(BUILD)
	$(NVCC) -O3 -std=c++17 $(CUDA_ARCH) -Ikernels -o $@ $<

# dkjson (pure Lua) travels with a copied build/, for JSON output on machines
# without lua-cjson: LUA_PATH="build/lua/?.lua;;" pabench ...
DKJSON := $(firstword $(wildcard /usr/share/lua/5.4/dkjson.lua /usr/share/lua/5.3/dkjson.lua))
$(BUILD)/lua/dkjson.lua: | $(BUILD)
	mkdir -p $(BUILD)/lua
	$(if $(DKJSON),cp $(DKJSON) $@,@echo "dkjson not found: JSON output will need lua-cjson (make deps)")

$(OBJ) $(BUILD):
	mkdir -p $@

# The commit the build was made from (git describe; "-dirty" where tracked files
# differ from it), so that a run's record says which build measured it. The
# header is rewritten only when that changes, so an unchanged tree rebuilds nothing.
BUILD_ID := $(shell git describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
$(OBJ)/build_id.h: FORCE | $(OBJ)
	@printf '#define PA_BUILD_ID "%s"\n' '$(BUILD_ID)' > $@.tmp; \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi
$(OBJ)/lua_pa.o $(OBJ)/main.o: $(OBJ)/build_id.h
.PHONY: FORCE
FORCE:

$(OBJ)/%.o: src/%.c src/*.h | $(OBJ)
	$(CC) $(CFLAGS) $(READLINE_FLAGS) -c $< -o $@

$(OBJ)/%.o: %.cu src/*.h $(wildcard kernels/*.cuh kernels/*.h) | $(OBJ)
	tools/nvcc-logged $(OBJ)/$*.ptxas $(NVCC) $(NVCCFLAGS) $(PTXAS_GATE) -c $< -o $@

$(BUILD)/embed: tools/embed.c | $(BUILD)
	$(CC) -O2 -Wall -Wextra $< -o $@

# lua/NAME.lua is module pa.NAME; lua/init.lua extends `pa` itself
$(OBJ)/embedded_lua.c: $(BUILD)/embed $(LUA_SRC) | $(OBJ)
	$(BUILD)/embed $@ $(foreach f,$(LUA_SRC),pa.$(basename $(notdir $(f)))=$(f))

$(OBJ)/embedded_lua.o: $(OBJ)/embedded_lua.c
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/pabench: $(OBJ)/main.o $(OBJ)/repl.o $(C_OBJ) $(OBJ)/embedded_lua.o $(CU_OBJ)
	@test -n "$(LUA_A)" || { echo "liblua5.4.a not found: run 'make deps' (Debian: liblua5.4-dev)"; exit 1; }
	$(CC) -Wl,-E -o $@ $^ $(LUA_A) $(READLINE_LIBS) $(CUDA_LIBS) $(LDLIBS)

# nodelete: lua_close unloads the module while OpenMP's worker threads still run
# its code; the library must stay mapped until the process ends
$(BUILD)/pa.so: $(C_OBJ) $(OBJ)/embedded_lua.o $(CU_OBJ)
	$(CC) -shared -Wl,-z,nodelete -o $@ $^ $(CUDA_LIBS) $(LDLIBS)

# Debian packages the build and the specs need; installed when missing
DEPS := lua5.4 liblua5.4-dev lua-busted libreadline-dev lua-cjson lua-dkjson gnuplot-nox
deps:
	@missing=$$(for p in $(DEPS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

test: deps
	$(MAKE) -j$$(nproc) all
	PABENCH_BACKEND=cpu tools/run-specs

# The specs on build-san/ (make SANITIZE=1). The plain lua5.4 loads the
# instrumented pa.so, so the sanitizers' runtimes are preloaded into it, and
# every program the specs start inherits them: leaks found in those programs at
# exit are theirs, and tools/lsan.supp names them. ASan's and LSan's reports go
# to files of their own under build-san/reports/, not to stderr, where a spec
# that runs pabench and reads only its exit status would hide one; any error
# there fails the target (a warning alone, such as an allocation refused on
# purpose, does not). UBSan's go to stderr whatever log_path says (GCC's UBSan
# beside ASan ignores it), so it ends the program with a status of its own,
# which fails a spec that expects 0, 1 or 2.
SAN_PRELOAD = $(shell $(CC) -print-file-name=libasan.so):$(shell $(CC) -print-file-name=libubsan.so)
SAN_REPORTS = $(CURDIR)/build-san/reports
sanitize: deps
	$(MAKE) SANITIZE=1 all
	rm -rf $(SAN_REPORTS) && mkdir -p $(SAN_REPORTS)
	PABENCH_LUA="env LD_PRELOAD=$(SAN_PRELOAD) lua5.4" \
	ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:log_path=$(SAN_REPORTS)/asan \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tools/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86 \
	PABENCH_BUILD=build-san PABENCH_BACKEND=cpu tools/run-specs; status=$$?; \
	reports=$$(grep -l ERROR $(SAN_REPORTS)/* 2>/dev/null); \
	if [ -n "$$reports" ]; then \
	  cat $$reports; echo "sanitizer reports:" $$reports; exit 1; \
	fi; exit $$status

check: all
	$(BUILD)/pabench check --quick

# registers, shared memory and spills of every kernel, from the build's ptxas logs
regs: all
	@$(if $(NVCC),tools/ptxas-report $(OBJ)/*.ptxas,echo "no CUDA kernels in this build: nvcc not found")

# every planner entry point over a fixed grid of problems, hashed: two builds
# whose hashes agree plan alike (tools/plan_grid.c)
plan-grid: $(BUILD)/plan_grid
$(BUILD)/plan_grid: tools/plan_grid.c $(wildcard src/plan*.c) src/dtype.c src/pa_error.c src/*.h | $(BUILD)
	$(CC) -O2 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Isrc $(filter %.c,$^) -o $@

# the CUDA compile line the build uses, for a spec to compile its own fixture with
nvcc-flags:
	@echo $(NVCC) $(NVCCFLAGS) $(PTXAS_GATE)

run: all
	$(BUILD)/pabench scenarios/smoke.lua

clean:
	rm -rf $(BUILD)
