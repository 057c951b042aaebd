#include "nvtx.h"

#if defined(PA_HAVE_CUDA) && defined(__has_include)
#if __has_include(<nvtx3/nvToolsExt.h>)
#define PA_HAVE_NVTX 1
#endif
#endif

#ifdef PA_HAVE_NVTX
#include <nvtx3/nvToolsExt.h>

/* a domain of its own, so a tool can show or filter pabench's ranges apart
 * from those of the CUDA libraries in the same process */
static nvtxDomainHandle_t domain(void)
{
    static nvtxDomainHandle_t d;
    if (!d)
        d = nvtxDomainCreateA("pabench");
    return d;
}

void pa_range_push(const char *name)
{
    nvtxEventAttributes_t a = {0};
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = name;
    nvtxDomainRangePushEx(domain(), &a);
}

void pa_range_pop(void) { nvtxDomainRangePop(domain()); }
#else
void pa_range_push(const char *name) { (void)name; }
void pa_range_pop(void) {}
#endif
