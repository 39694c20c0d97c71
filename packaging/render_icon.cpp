// Renders the one SVG icon to the PNG sizes the desktop's icon theme wants, at build time,
// with the SVG renderer wxWidgets carries: no drawing program to install, and no PNG in the
// source tree that could drift from the SVG.
//   tachanka_render_icon ICON.svg OUT_FOLDER SIZE…   writes OUT_FOLDER/SIZExSIZE.png

#include <wx/bmpbndl.h>
#include <wx/image.h>
#include <wx/init.h>

#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: tachanka_render_icon ICON.svg OUT_FOLDER SIZE...\n";
        return 2;
    }
    wxInitializer initializer;
    if (!initializer.IsOk()) {
        std::cerr << "tachanka_render_icon: cannot start wxWidgets\n";
        return 1;
    }
    wxImage::AddHandler(new wxPNGHandler);
    const std::string folder = argv[2];
    for (int i = 3; i < argc; ++i) {
        const int size = std::atoi(argv[i]);
        const wxBitmapBundle icon = wxBitmapBundle::FromSVGFile(argv[1], wxSize(size, size));
        const std::string file = folder + "/" + argv[i] + "x" + argv[i] + ".png";
        if (!icon.IsOk() || size <= 0 ||
            !icon.GetBitmap(wxSize(size, size)).ConvertToImage().SaveFile(file, wxBITMAP_TYPE_PNG)) {
            std::cerr << "tachanka_render_icon: cannot render " << argv[1] << " at " << argv[i]
                      << " px to " << file << "\n";
            return 1;
        }
    }
    return 0;
}
