/* Makes the embedded Lua library requirable: a searcher placed ahead of the file
 * searchers finds "pa.<name>" inside the binary, and the module "pa.init" runs
 * once with the fresh `pa` table to add what is written in Lua. */
#include <string.h>

#include <lauxlib.h>
#include <lua.h>

#include "embedded.h"

static const pa_embedded_file *find(const char *module)
{
    for (const pa_embedded_file *f = pa_embedded_files; f->module; f++)
        if (!strcmp(f->module, module))
            return f;
    return NULL;
}

static int searcher(lua_State *L)
{
    const char *name = luaL_checkstring(L, 1);
    const pa_embedded_file *f = find(name);
    if (!f) {
        lua_pushfstring(L, "no embedded module '%s'", name);
        return 1;
    }
    if (luaL_loadbufferx(L, f->source, f->size, f->chunkname, "t") != LUA_OK)
        return lua_error(L);
    lua_pushstring(L, f->chunkname + 1);
    return 2;
}

int pa_load_embedded(lua_State *L)
{
    int pa = lua_gettop(L);
    if (lua_getglobal(L, "package") == LUA_TTABLE && lua_getfield(L, -1, "searchers") == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = n; i >= 2; i--) { /* insert at 2: after preload, before files */
            lua_geti(L, -1, i);
            lua_seti(L, -2, i + 1);
        }
        lua_pushcfunction(L, searcher);
        lua_seti(L, -2, 2);
    }
    lua_settop(L, pa);
    const pa_embedded_file *init = find("pa.init");
    if (init) {
        if (luaL_loadbufferx(L, init->source, init->size, init->chunkname, "t") != LUA_OK)
            return lua_error(L);
        lua_pushvalue(L, pa);
        lua_call(L, 1, 0);
    }
    return 0;
}
