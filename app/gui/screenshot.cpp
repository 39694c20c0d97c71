#include "app/gui/screenshot.hpp"

#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>

namespace tachanka::gui {

bool saveWindowScreenshot(wxTopLevelWindow& window, const std::filesystem::path& file) {
    window.Raise();
    window.Update();
    const wxRect area = window.GetScreenRect();
    wxBitmap bitmap(area.GetWidth(), area.GetHeight());
    {
        wxScreenDC screen;
        wxMemoryDC memory(bitmap);
        memory.Blit(0, 0, area.GetWidth(), area.GetHeight(), &screen, area.GetX(), area.GetY());
    }
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
    return bitmap.ConvertToImage().SaveFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG);
}

}  // namespace tachanka::gui
