/* The interactive loop: line editing and history where the build has readline,
 * expressions printed as values, statements run, incomplete chunks continued. */
#ifndef PA_REPL_H
#define PA_REPL_H

#include <lua.h>

void pa_repl(lua_State *L, const char *progname);
int pa_docall(lua_State *L, int narg, int nres);
int pa_report(lua_State *L, int status);

#endif
