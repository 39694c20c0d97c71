#include "app/gui/app_icon.hpp"

#include <wx/bmpbndl.h>

#include "app/gui/app_icon_svg.hpp"

namespace tachanka::gui {

wxIconBundle appIcons() {
    const auto icon = wxBitmapBundle::FromSVG(appIconSvg, wxSize(256, 256));
    wxIconBundle icons;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        wxIcon sized;
        sized.CopyFromBitmap(icon.GetBitmap(wxSize(size, size)));
        icons.AddIcon(sized);
    }
    return icons;
}

}  // namespace tachanka::gui
