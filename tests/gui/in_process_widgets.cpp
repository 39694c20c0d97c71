#include "tests/gui/in_process_widgets.hpp"

#include <doctest/doctest.h>
#include <wx/app.h>
#include <wx/init.h>
#include <wx/log.h>
#include <wx/stdpaths.h>

#include <cstdlib>

#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {
namespace {

void failOnAssert(const wxString& file, int line, const wxString& function,
                  const wxString& condition, const wxString& message) {
    FAIL_CHECK("wxWidgets assertion " << condition.utf8_string() << " in "
                                      << function.utf8_string() << " (" << file.utf8_string()
                                      << ":" << line << "): " << message.utf8_string());
}

}  // namespace

void startWidgetsOnce(const char* programName) {
    static bool started = false;
    if (started) return;
    static const TempFolder configHome;
    ::setenv("XDG_CONFIG_HOME", configHome.path().c_str(), 1);
    static int argc = 1;
    static char* argv[] = {const_cast<char*>(programName), nullptr};
    wxApp::SetInstance(new wxApp);
    REQUIRE(wxEntryStart(argc, argv));
    wxTheApp->SetAppName("tachanka");
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    REQUIRE(wxTheApp->CallOnInit());
    wxSetAssertHandler(failOnAssert);
    delete wxLog::SetActiveTarget(new wxLogStderr);
    started = true;
}

}  // namespace tachanka::testing
