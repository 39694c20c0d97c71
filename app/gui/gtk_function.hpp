#pragma once
// A GTK function wxWidgets has no call for, looked up in the GTK the process already runs: GTK's
// headers are not among the packages we build with. None when this GTK has no such function.

#ifdef __WXGTK__
#include <dlfcn.h>

namespace tachanka::gui {

template <typename Function>
Function* gtkFunction(const char* name) {
    return reinterpret_cast<Function*>(dlsym(RTLD_DEFAULT, name));
}

}  // namespace tachanka::gui
#endif
